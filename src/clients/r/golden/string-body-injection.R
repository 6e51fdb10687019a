library(httr)

body <- "$(touch SENTINEL_PATH)\n`touch SENTINEL_PATH`\n'; touch SENTINEL_PATH; '\n\"; touch SENTINEL_PATH; \"\n$HOME ${HOME} $0 $$ !! ~ *\n| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\n#{system(\"touch SENTINEL_PATH\")}\n#{`touch SENTINEL_PATH`}\n#@ivar #@@cvar #$0 #$PROGRAM_NAME\n%x(touch SENTINEL_PATH)\n\"; system(\"touch SENTINEL_PATH\"); \"\n${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}\n${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}\n`${process.exit(3)}`\n\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"\n</script><script>alert(1)</script>\n\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\n{__import__(\"os\").system(\"touch SENTINEL_PATH\")}\n\"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"\n' + __import__('os').system('touch SENTINEL_PATH') + '\n\\N{BULLET} %s %(x)s {0}"

response <- POST(
  "https://api.example.com/v1/raw",
  add_headers(
    "Content-Type" = "text/plain"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
