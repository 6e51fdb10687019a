:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c"

headers = []

body = ~S"""
{
  "ls": "a\u2028b",
  "ps": "c\u2029d",
  "key\u2028": "\u2028\u2029"
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
