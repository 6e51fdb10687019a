:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/customers/cus_123"

headers = [
  {~c"Content-Type", ~c"application/json"},
  {~c"Authorization", ~c"Bearer <API_KEY>"}
]

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :delete,
    {url, headers},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
