:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/customers"

headers = [
  {~c"AUTHORIZATION", ~c"Token override"},
  {~c"X-Request-Id", ~c"req_123"},
  {~c"Idempotency-Key", ~c"padded\tvalue"}
]

body = ~S"""
{
  "name": "Jenny"
}
"""

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"application/merge-patch+json", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
