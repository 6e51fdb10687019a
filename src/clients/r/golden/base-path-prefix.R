library(httr)

body <- r"({
  "email": "jenny@example.com"
})"

response <- POST(
  "https://api.example.com/api/v2/customers?expand=default_source",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
