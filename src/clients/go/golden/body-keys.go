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
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/keys", body)
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
