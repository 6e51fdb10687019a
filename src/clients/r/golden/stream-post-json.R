library(httr)

body <- r"({
  "prompt": "Say \"it's\" $HOME `id`",
  "max_tokens": 16
})"

response <- POST(
  "https://api.example.com/v1/completions?stream=true",
  add_headers(
    "Content-Type" = "application/json",
    "Authorization" = "Bearer <API_KEY>",
    "Accept" = "text/event-stream"
  ),
  body = body,
  write_stream(function(chunk) {
    cat(rawToChar(chunk))
    flush(stdout())
  })
)
