library(httr)

body <- r"({
  "ids": [
    "cus_1",
    "cus_2"
  ]
})"

response <- DELETE(
  "https://api.example.com/v1/customers",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
