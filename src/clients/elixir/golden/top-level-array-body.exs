:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/list"

headers = []

body = ~S"""
[
  1,
  "two",
  {
    "three": 3
  },
  [],
  null,
  true
]
"""

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :put,
    {url, headers, ~c"application/json", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
