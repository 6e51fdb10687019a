package main

import (
	"io"
	"log"
	"net/http"
	"os"
	"strings"
)

func main() {
	body := strings.NewReader(`{
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
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/emoji?face=%F0%9F%98%80&family=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6&%F0%9F%94%91=%F0%9F%97%9D%EF%B8%8F", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
