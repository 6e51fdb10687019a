package main

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
)

func main() {
	var body bytes.Buffer
	writer := multipart.NewWriter(&body)
	if err := writer.WriteField("subject", "Grüße \"quoted\" it's\r\nsecond line\r\n"); err != nil {
		log.Fatal(err)
	}
	if err := writer.WriteField("at", "@receipt.pdf"); err != nil {
		log.Fatal(err)
	}
	if err := writer.WriteField("lt", "<notes.txt"); err != nil {
		log.Fatal(err)
	}
	if err := writer.WriteField("type", "text;type=image/png;filename=x.png"); err != nil {
		log.Fatal(err)
	}
	if err := writer.WriteField("payload", "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}"); err != nil {
		log.Fatal(err)
	}
	if err := writer.WriteField("count", "3"); err != nil {
		log.Fatal(err)
	}
	if err := writer.WriteField("urgent", "true"); err != nil {
		log.Fatal(err)
	}
	if err := addFile(writer, "attachments[]", "docs/notes v2.txt", "notes v2.txt", "text/plain; charset=utf-8"); err != nil {
		log.Fatal(err)
	}
	if err := addFile(writer, "attachments[]", "docs/report;final,v2.bin", "report.bin", "application/octet-stream"); err != nil {
		log.Fatal(err)
	}
	if err := addFile(writer, "attachments[]", "./binary.dat", "binary.dat", "application/octet-stream"); err != nil {
		log.Fatal(err)
	}
	if err := writer.Close(); err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/messages", &body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", writer.FormDataContentType())
	req.Header.Set("X-Api-Key", "key_123")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}

// addFile copies a file into a new part of the form, under a file name and a media type.
func addFile(writer *multipart.Writer, field, path, filename, contentType string) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()

	header := make(textproto.MIMEHeader)
	header.Set("Content-Disposition", fmt.Sprintf(`form-data; name="%s"; filename="%s"`, field, filename))
	header.Set("Content-Type", contentType)
	part, err := writer.CreatePart(header)
	if err != nil {
		return err
	}
	_, err = io.Copy(part, file)
	return err
}
