library(httr)

response <- GET(
  "https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>"
  ),
  write_stream(function(chunk) {
    cat(rawToChar(chunk))
    flush(stdout())
  })
)
