library(httr)

response <- GET(
  "https://api.example.com/v1/health",
  add_headers(
    "Content-Type" = "application/json",
    "X-Trace" = "t1"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
