library(httr)

body <- ""

response <- POST(
  "https://api.example.com/v1/ping",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
