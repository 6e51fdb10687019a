:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/health"

headers = [
  {~c"Content-Type", ~c"application/json"},
  {~c"X-Trace", ~c"t1"}
]

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :get,
    {url, headers},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
