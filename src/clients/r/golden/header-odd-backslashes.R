library(httr)

response <- GET(
  "https://api.example.com/v1/search",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>",
    "X-Pattern" = "key\\=value"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
