library(httr)

body <- "Grüße, 世界! 🙂 שלום\nline 2\r\n\ttabbed 'single' \"double\" $HOME `cmd` \\ \\n #{x} ${x}\u2028\u202E end\n"

response <- POST(
  "https://api.example.com/v1/notes",
  add_headers(
    "Content-Type" = "text/plain; charset=utf-8",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
