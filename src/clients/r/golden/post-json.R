library(httr)

body <- r"({
  "email": "jenny.rosen@example.com",
  "name": "Jenny Rosen",
  "metadata": {
    "order_id": "6735"
  }
})"

response <- POST(
  "https://api.example.com/v1/customers",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
