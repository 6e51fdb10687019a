:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/notes"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"}
]

body = "Grüße, 世界! 🙂 שלום\nline 2\r\n\ttabbed 'single' \"double\" $HOME `cmd` \\ \\n \#{x} ${x}\u2028\u202E end\n"

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"text/plain; charset=utf-8", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
