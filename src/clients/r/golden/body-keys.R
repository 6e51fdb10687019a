library(httr)

body <- r"({
  "1": "digit",
  "": "empty key",
  "with space": 1,
  "01": "leading zero",
  "-1": "negative",
  "1.5": "decimal",
  "a-b": "dash",
  "a.b": "dot",
  "$dollar": "$",
  "_under": "_",
  "#{x}": "ruby",
  "${x}": "js",
  "{x}": "python",
  "'": "single",
  "\"": "double",
  "\\": "backslash",
  "a\nb": "newline"
})"

response <- POST(
  "https://api.example.com/v1/keys",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
