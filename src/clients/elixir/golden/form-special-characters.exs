:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/settings?mode=a%20b%2Bc"

headers = []

body =
  URI.encode_query([
    {"plus+and&amp=eq", "1 + 1 = 2 & 50% off #tag ?q"},
    {"quotes", "it's \"quoted\" `tick` \\ back"},
    {"unicode ключ", "Grüße, 世界! 🙂 שלום"},
    {"lines", "line 1\nline 2\r\n\ttabbed"},
    {"payloads", "$(touch SENTINEL_PATH) ${HOME} \#{`touch SENTINEL_PATH`} {{x}} %s"},
    {"empty", ""},
    {"bracket[nested][deep]", "x"},
    {"bracket[nested][deep]", "y"}
  ])

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :put,
    {url, headers, ~c"application/x-www-form-urlencoded", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
