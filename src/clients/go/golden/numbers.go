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
  "huge": 1e+308,
  "tiny": 5e-324,
  "big": 12345678901234567000,
  "negative_tiny": -1e-300,
  "zero": 0,
  "negative": -42,
  "pi": 3.141592653589793,
  "e21": 1e+21,
  "beyond_safe": 9007199254740992,
  "small": 1.5e-7,
  "list": [
    1e+308,
    -1e+308,
    5e-324
  ]
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/numbers?huge=1e%2B308&tiny=5e-324&big=12345678901234567000&negative=-1e-300", body)
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
