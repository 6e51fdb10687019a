library(httr)

body <- r"({
  "email": "a'b\"c@example.com",
  "created": {
    "gte": 1700000000
  }
})"

response <- VERB(
  "QUERY",
  "https://api.example.com/v1/customers/search?limit=10",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
