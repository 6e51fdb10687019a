:inets.start()
:ssl.start()

url = ~c"https://api.example.com/files-api/v9/uploads"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"}
]

body = ~S"""
{
  "name": "report.pdf"
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
