:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/numbers?huge=1e%2B308&tiny=5e-324&big=12345678901234567000&negative=-1e-300"

headers = []

body = ~S"""
{
  "huge": 1e+308,
  "tiny": 5e-324,
  "big": 12345678901234567000,
  "negative_tiny": -1e-300,
  "zero": 0,
  "negative": -42,
  "pi": 3.141592653589793,
  "e21": 1e+21,
  "beyond_safe": 9007199254740992,
  "small": 1.5e-7,
  "list": [
    1e+308,
    -1e+308,
    5e-324
  ]
}
"""

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"application/json", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
