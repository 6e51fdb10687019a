:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By"

headers = [
  {~c"Authorization", ~c"Bearer =sk_test:@token"},
  {~c"X-Equals", ~c"=value"},
  {~c"X-At", ~c"@file.txt"},
  {~c"X-Colon", ~c":=json"},
  {~c"X-Semicolon", ~c";type=text/plain"},
  {~c"X-Even-Backslashes", ~c"a\\\\=b\\\\\\\\:c"},
  {~c"X-Trailing-Backslash", ~c"ends with \\"},
  {~c"X-Backslash-Letter", ~c"C:\\temp\\new"},
  {~c"-X-Leading-Dash", ~c"--raw=value"}
]

body = ~S"""
{
  "field:=": "value==",
  "@": "=@"
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
