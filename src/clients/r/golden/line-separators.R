library(httr)

body <- r"({
  "ls": "a\u2028b",
  "ps": "c\u2029d",
  "key\u2028": "\u2028\u2029"
})"

response <- POST(
  "https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
