library(httr)

body <- list(
  "purpose" = "dispute_evidence",
  "file" = upload_file("receipt.pdf", type = "application/pdf")
)

response <- POST(
  "https://api.example.com/v1/files",
  add_headers(
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body,
  encode = "multipart"
)

cat(content(response, as = "text", encoding = "UTF-8"))
