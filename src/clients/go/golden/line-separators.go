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
  "ls": "a\u2028b",
  "ps": "c\u2029d",
  "key\u2028": "\u2028\u2029"
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c", body)
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
