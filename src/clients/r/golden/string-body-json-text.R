library(httr)

body <- "{\"compact\":true,  \"spacing\" : [1,2]}"

response <- POST(
  "https://api.example.com/v1/events",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
