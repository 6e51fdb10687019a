library(httr)

body <- upload_file("data/it's \"my\" export $1.ndjson", type = "application/octet-stream")

response <- POST(
  "https://api.example.com/v1/imports?format=ndjson",
  add_headers(
    "Content-Type" = "application/octet-stream",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
