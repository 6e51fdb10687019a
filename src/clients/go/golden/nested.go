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
  "level1": {
    "level2": {
      "level3": {
        "level4": {
          "level5": {
            "level6": [
              "deep",
              {
                "deepest": true
              }
            ]
          }
        }
      }
    }
  },
  "items": [
    {
      "id": 1,
      "tags": [
        "a",
        "b"
      ]
    },
    {
      "id": 2,
      "tags": []
    }
  ],
  "matrix": [
    [
      1,
      2
    ],
    [
      3,
      [
        4,
        [
          5
        ]
      ]
    ]
  ]
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/nested?filter%5Bstatus%5D=open&filter%5Bcreated%5D%5Bgte%5D=1&filter%5Bcreated%5D%5Blte%5D=2&items%5B0%5D%5Bid%5D=1&items%5B0%5D%5Bqty%5D=2&items%5B1%5D%5Bid%5D=3&items%5B1%5D%5Btags%5D=x&items%5B1%5D%5Btags%5D=y&matrix%5B0%5D=1&matrix%5B0%5D=2&matrix%5B1%5D=3&tags=a&tags=b", body)
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
