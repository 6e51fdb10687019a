library(httr)

body <- r"({
  "object": {},
  "array": [],
  "nested": {
    "a": {},
    "b": [
      []
    ],
    "c": [
      {}
    ]
  }
})"

response <- POST(
  "https://api.example.com/v1/empty?kept=x",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
