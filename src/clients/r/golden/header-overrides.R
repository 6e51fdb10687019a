library(httr)

body <- r"({
  "name": "Jenny"
})"

response <- POST(
  "https://api.example.com/v1/customers",
  add_headers(
    "content-type" = "application/merge-patch+json",
    "AUTHORIZATION" = "Token override",
    "X-Request-Id" = "req_123",
    "Idempotency-Key" = "padded\tvalue"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
