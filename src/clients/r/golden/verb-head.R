library(httr)

response <- HEAD(
  "https://api.example.com/v1/customers?email=jenny%40example.com",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
