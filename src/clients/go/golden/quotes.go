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
  "single": "it's",
  "double": "say \"hi\"",
  "both": "'\"'\"'",
  "key's": "v",
  "key\"s": "v",
  "empty_single": "''",
  "empty_double": "\"\""
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer <API_KEY>")
	req.Header.Set("X-Quote", "it's \"quoted\" '' \"\" '\"'")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
