package main

import (
	"io"
	"log"
	"net/http"
	"os"
	"strings"
)

func main() {
	body := strings.NewReader("Grüße, 世界! 🙂 שלום\nline 2\r\n\ttabbed 'single' \"double\" $HOME `cmd` \\ \\n #{x} ${x}\u2028\u202E end\n")

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/notes", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "text/plain; charset=utf-8")
	req.Header.Set("Authorization", "Bearer <API_KEY>")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
