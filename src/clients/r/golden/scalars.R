library(httr)

body <- r"({
  "yes": true,
  "no": false,
  "nothing": null,
  "list": [
    true,
    false,
    null
  ]
})"

response <- POST(
  "https://api.example.com/v1/scalars?yes=true&no=false&nothing=",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
