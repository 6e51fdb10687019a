library(httr)

body <- r"({
  "name": "report.pdf"
})"

response <- POST(
  "https://api.example.com/files-api/v9/uploads",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
