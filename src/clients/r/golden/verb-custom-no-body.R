library(httr)

response <- VERB(
  "PURGE",
  "https://api.example.com/cache/v1/customers",
  add_headers(
    "Content-Type" = "application/json"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
