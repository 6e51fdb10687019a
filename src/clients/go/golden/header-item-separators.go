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
  "field:=": "value==",
  "@": "=@"
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer =sk_test:@token")
	req.Header.Set("X-Equals", "=value")
	req.Header.Set("X-At", "@file.txt")
	req.Header.Set("X-Colon", ":=json")
	req.Header.Set("X-Semicolon", ";type=text/plain")
	req.Header.Set("X-Even-Backslashes", "a\\\\=b\\\\\\\\:c")
	req.Header.Set("X-Trailing-Backslash", "ends with \\")
	req.Header.Set("X-Backslash-Letter", "C:\\temp\\new")
	req.Header.Set("-X-Leading-Dash", "--raw=value")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
