library(httr)

body <- upload_file("photo.jpg", type = "image/jpeg")

response <- PUT(
  "https://api.example.com/v1/objects/photo.jpg",
  add_headers(
    "Content-Type" = "image/jpeg",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
