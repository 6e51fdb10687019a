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
  "one": "\\",
  "two": "\\\\",
  "path": "C:\\Users\\new\\table",
  "escapes": "\\n \\r \\t \\u0041 \\x41 \\101 \\0 \\e \\a",
  "before_quotes": "\\' \\\"",
  "before_sigils": "\\#{x} \\${x} \\$(touch SENTINEL_PATH) \\` + "`" + `touch SENTINEL_PATH\\` + "`" + `",
  "trailing": "end\\",
  "key\\": "\\key"
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer a\\b\\\\c\\")
	req.Header.Set("X-Backslash", "\\ \\\\ \\\" \\' \\n \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
