library(httr)

response <- VERB(
  "M-SEARCH",
  "https://api.example.com/v1/devices",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
