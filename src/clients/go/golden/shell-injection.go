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
  "values": [
    "$(touch SENTINEL_PATH)",
    "` + "`" + `touch SENTINEL_PATH` + "`" + `",
    "'; touch SENTINEL_PATH; '",
    "\"; touch SENTINEL_PATH; \"",
    "$HOME ${HOME} $0 $$ !! ~ *",
    "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH"
  ],
  "keys": {
    "$(touch SENTINEL_PATH)": 0,
    "` + "`" + `touch SENTINEL_PATH` + "`" + `": 1,
    "'; touch SENTINEL_PATH; '": 2,
    "\"; touch SENTINEL_PATH; \"": 3,
    "$HOME ${HOME} $0 $$ !! ~ *": 4,
    "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH": 5
  },
  "nested": {
    "deeper": [
      {
        "text": "$(touch SENTINEL_PATH) ` + "`" + `touch SENTINEL_PATH` + "`" + ` '; touch SENTINEL_PATH; ' \"; touch SENTINEL_PATH; \" $HOME ${HOME} $0 $$ !! ~ * | touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH"
      }
    ]
  }
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/payloads/$(touch$IFSSENTINEL_PATH)/'$(touch$IFSSENTINEL_PATH)'?value0=%24%28touch%20SENTINEL_PATH%29&%24%28touch%20SENTINEL_PATH%29=key0&value1=%60touch%20SENTINEL_PATH%60&%60touch%20SENTINEL_PATH%60=key1&value2=%27%3B%20touch%20SENTINEL_PATH%3B%20%27&%27%3B%20touch%20SENTINEL_PATH%3B%20%27=key2&value3=%22%3B%20touch%20SENTINEL_PATH%3B%20%22&%22%3B%20touch%20SENTINEL_PATH%3B%20%22=key3&value4=%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A&%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A=key4&value5=%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH&%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH=key5", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer $(touch SENTINEL_PATH) `touch SENTINEL_PATH` '; touch SENTINEL_PATH; '")
	req.Header.Set("X-Payload-0", "$(touch SENTINEL_PATH)")
	req.Header.Set("X-Payload-1", "`touch SENTINEL_PATH`")
	req.Header.Set("X-Payload-2", "'; touch SENTINEL_PATH; '")
	req.Header.Set("X-Payload-3", "\"; touch SENTINEL_PATH; \"")
	req.Header.Set("X-Payload-4", "$HOME ${HOME} $0 $$ !! ~ *")
	req.Header.Set("X-Payload-5", "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
