:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/caf%C3%A9/%E6%97%A5%E6%9C%AC%E8%AA%9E/%F0%9F%99%82/%D7%A9%D7%9C%D7%95%D7%9D"

headers = [
  {~c"Content-Type", ~c"application/json"}
]

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :get,
    {url, headers},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
