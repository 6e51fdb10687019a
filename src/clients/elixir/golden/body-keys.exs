:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/keys"

headers = []

body = ~S"""
{
  "1": "digit",
  "": "empty key",
  "with space": 1,
  "01": "leading zero",
  "-1": "negative",
  "1.5": "decimal",
  "a-b": "dash",
  "a.b": "dot",
  "$dollar": "$",
  "_under": "_",
  "#{x}": "ruby",
  "${x}": "js",
  "{x}": "python",
  "'": "single",
  "\"": "double",
  "\\": "backslash",
  "a\nb": "newline"
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
