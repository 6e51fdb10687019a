library(httr)

body <- "@/etc/passwd"

response <- POST(
  "https://api.example.com/v1/notes",
  add_headers(
    "Content-Type" = "text/plain"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
