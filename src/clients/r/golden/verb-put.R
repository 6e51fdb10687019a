library(httr)

body <- r"({
  "name": "Jenny"
})"

response <- PUT(
  "https://api.example.com/v1/customers/cus_123",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
