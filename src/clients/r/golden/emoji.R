library(httr)

body <- r"({
  "face": "😀",
  "family": "👨‍👩‍👧‍👦",
  "rainbow_flag": "🏳️‍🌈",
  "flag": "🇺🇸",
  "thumbs": "👍🏽",
  "keycap": "1️⃣",
  "music": "𝄞",
  "cjk": "漢字かなカナ",
  "🔑": [
    "🙂",
    "👩🏾‍💻"
  ]
})"

response <- POST(
  "https://api.example.com/v1/emoji?face=%F0%9F%98%80&family=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6&%F0%9F%94%91=%F0%9F%97%9D%EF%B8%8F",
  add_headers(
    "Content-Type" = "application/json"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
