library(httr)

body <- r"([
  1,
  "two",
  {
    "three": 3
  },
  [],
  null,
  true
])"

response <- PUT(
  "https://api.example.com/v1/list",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
