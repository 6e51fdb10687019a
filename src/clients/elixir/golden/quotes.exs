:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"},
  {~c"X-Quote", ~c"it's \"quoted\" '' \"\" '\"'"}
]

body = ~S"""
{
  "single": "it's",
  "double": "say \"hi\"",
  "both": "'\"'\"'",
  "key's": "v",
  "key\"s": "v",
  "empty_single": "''",
  "empty_double": "\"\""
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
