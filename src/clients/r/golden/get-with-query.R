library(httr)

response <- GET(
  "https://api.example.com/v1/customers?limit=3&starting_after=cus_123",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
