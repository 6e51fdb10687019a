library(httr)

response <- GET(
  "https://api.example.com/v1/caf%C3%A9/%E6%97%A5%E6%9C%AC%E8%AA%9E/%F0%9F%99%82/%D7%A9%D7%9C%D7%95%D7%9D",
  add_headers(
    "Content-Type" = "application/json"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
