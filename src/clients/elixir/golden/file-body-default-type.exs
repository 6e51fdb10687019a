:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/imports?format=ndjson"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"}
]

body = File.read!("data/it's \"my\" export $1.ndjson")

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"application/octet-stream", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
