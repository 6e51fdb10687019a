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
		{"email", "jenny.rosen@example.com"},
		{"name", "Jenny Rosen"},
		{"metadata[order_id]", "6735"},
		{"expand", "default_source"},
		{"expand", "invoice_settings.default_payment_method"},
		{"balance", "-500"},
		{"tax_exempt", "false"},
		{"phone", ""},
	}
	var body strings.Builder
	for i, field := range form {
		if i > 0 {
			body.WriteByte('&')
		}
		body.WriteString(url.QueryEscape(field.name) + "=" + url.QueryEscape(field.value))
	}

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/customers", strings.NewReader(body.String()))
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
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
