library(httr)

body <- r"({})"

response <- POST(
  "https://api.example.com/v1/empty",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
