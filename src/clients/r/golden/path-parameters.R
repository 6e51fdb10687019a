library(httr)

response <- GET(
  "https://api.example.com/v1/customers/:id/cards/:card_id",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
