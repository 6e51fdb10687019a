library(httr)

body <- r"({
  "probe": true
})"

response <- VERB(
  "OPTIONS",
  "https://api.example.com/v1/customers",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
