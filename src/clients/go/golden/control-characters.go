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
  "newline": "line 1\nline 2",
  "cr": "a\rb",
  "crlf": "a\r\nb",
  "tab": "a\tb",
  "nul": "a\u0000b",
  "bell": "\u0007",
  "backspace": "a\bb",
  "vtab_ff": "\u000b\f",
  "escape": "\u001b[31mred\u001b[0m",
  "del": "\u007F",
  "c1": "\u0080\u0085\u009B\u009F",
  "bom": "\uFEFFstart",
  "key\nwith\tcontrols\r": "\u0001\u001f"
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/controls?newline=a%0Ab&crlf=a%0D%0Ab&tab%09key=x%09y&nul=a%00b&esc=%1B%5B31mred%1B%5B0m&c1=%C2%85%C2%9B", body)
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
