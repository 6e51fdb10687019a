:inets.start()
:ssl.start()

url = ~c"https://api.example.com/api/v2/customers?expand=default_source"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"}
]

body = ~S"""
{
  "email": "jenny@example.com"
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
