:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/objects/photo.jpg"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"}
]

body = File.read!("photo.jpg")

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :put,
    {url, headers, ~c"image/jpeg", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
