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
  "name": "Jenny"
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/customers", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("content-type", "application/merge-patch+json")
	req.Header.Set("AUTHORIZATION", "Token override")
	req.Header.Set("X-Request-Id", "req_123")
	req.Header.Set("Idempotency-Key", "padded\tvalue")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
