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
  "__proto__": {
    "isAdmin": true
  },
  "constructor": {
    "prototype": {
      "polluted": true
    }
  },
  "toString": "x",
  "list": [
    {
      "__proto__": null
    }
  ]
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested", body)
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
