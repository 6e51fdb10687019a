package main

import (
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
)

func main() {
	// url.Values.Encode would sort the fields by name: these keep their order.
	form := []struct{ name, value string }{
		{"plus+and&amp=eq", "1 + 1 = 2 & 50% off #tag ?q"},
		{"quotes", "it's \"quoted\" `tick` \\ back"},
		{"unicode ключ", "Grüße, 世界! 🙂 שלום"},
		{"lines", "line 1\nline 2\r\n\ttabbed"},
		{"payloads", "$(touch SENTINEL_PATH) ${HOME} #{`touch SENTINEL_PATH`} {{x}} %s"},
		{"empty", ""},
		{"bracket[nested][deep]", "x"},
		{"bracket[nested][deep]", "y"},
	}
	var body strings.Builder
	for i, field := range form {
		if i > 0 {
			body.WriteByte('&')
		}
		body.WriteString(url.QueryEscape(field.name) + "=" + url.QueryEscape(field.value))
	}

	req, err := http.NewRequest(http.MethodPut, "https://api.example.com/v1/settings?mode=a%20b%2Bc", strings.NewReader(body.String()))
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
