package main

import (
	"io"
	"log"
	"net/http"
	"os"
	"strings"
)

func main() {
	body := strings.NewReader("$(touch SENTINEL_PATH)\n`touch SENTINEL_PATH`\n'; touch SENTINEL_PATH; '\n\"; touch SENTINEL_PATH; \"\n$HOME ${HOME} $0 $$ !! ~ *\n| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\n#{system(\"touch SENTINEL_PATH\")}\n#{`touch SENTINEL_PATH`}\n#@ivar #@@cvar #$0 #$PROGRAM_NAME\n%x(touch SENTINEL_PATH)\n\"; system(\"touch SENTINEL_PATH\"); \"\n${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}\n${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}\n`${process.exit(3)}`\n\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"\n</script><script>alert(1)</script>\n\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\n{__import__(\"os\").system(\"touch SENTINEL_PATH\")}\n\"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"\n' + __import__('os').system('touch SENTINEL_PATH') + '\n\\N{BULLET} %s %(x)s {0}")

	req, err := http.NewRequest(http.MethodPost, "https://api.example.com/v1/raw", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "text/plain")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	if _, err := io.Copy(os.Stdout, res.Body); err != nil {
		log.Fatal(err)
	}
}
