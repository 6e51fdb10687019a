:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'()*/a%2Fb/50%25/%25zz"

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
