library(httr)

response <- GET(
  "https://api.example.com/v1/customers",
  add_headers(
    "Content-Type" = "application/json",
    "X-Api-Key" = "<API_KEY>"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
