:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/notes"

headers = []

body = "@/etc/passwd"

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"text/plain", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
