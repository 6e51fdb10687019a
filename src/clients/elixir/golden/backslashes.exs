:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C"

headers = [
  {~c"Authorization", ~c"Bearer a\\b\\\\c\\"},
  {~c"X-Backslash", ~c"\\ \\\\ \\\" \\' \\n \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`"}
]

body = ~S"""
{
  "one": "\\",
  "two": "\\\\",
  "path": "C:\\Users\\new\\table",
  "escapes": "\\n \\r \\t \\u0041 \\x41 \\101 \\0 \\e \\a",
  "before_quotes": "\\' \\\"",
  "before_sigils": "\\#{x} \\${x} \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`",
  "trailing": "end\\",
  "key\\": "\\key"
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
