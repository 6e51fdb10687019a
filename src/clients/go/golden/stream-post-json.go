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
  "prompt": "Say \"it's\" $HOME ` + "`" + `id` + "`" + `",
  "max_tokens": 16
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/completions?stream=true", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer <API_KEY>")
	req.Header.Set("Accept", "text/event-stream")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
