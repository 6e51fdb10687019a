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
  "object": {},
  "array": [],
  "nested": {
    "a": {},
    "b": [
      []
    ],
    "c": [
      {}
    ]
  }
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/empty?kept=x", body)
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
