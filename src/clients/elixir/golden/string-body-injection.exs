:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/raw"

headers = []

body = "$(touch SENTINEL_PATH)\n`touch SENTINEL_PATH`\n'; touch SENTINEL_PATH; '\n\"; touch SENTINEL_PATH; \"\n$HOME ${HOME} $0 $$ !! ~ *\n| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\n\#{system(\"touch SENTINEL_PATH\")}\n\#{`touch SENTINEL_PATH`}\n#@ivar #@@cvar #$0 #$PROGRAM_NAME\n%x(touch SENTINEL_PATH)\n\"; system(\"touch SENTINEL_PATH\"); \"\n${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}\n${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}\n`${process.exit(3)}`\n\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"\n</script><script>alert(1)</script>\n\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\n{__import__(\"os\").system(\"touch SENTINEL_PATH\")}\n\"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"\n' + __import__('os').system('touch SENTINEL_PATH') + '\n\\N{BULLET} %s %(x)s {0}"

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"text/plain", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
