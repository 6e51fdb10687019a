const response = await fetch("https://api.example.com/v1/settings?mode=a%20b%2Bc", {
  method: "PUT",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
  },
  body: new URLSearchParams([
    ["plus+and&amp=eq", "1 + 1 = 2 & 50% off #tag ?q"],
    ["quotes", "it's \"quoted\" `tick` \\ back"],
    ["unicode ключ", "Grüße, 世界! 🙂 שלום"],
    ["lines", "line 1\nline 2\r\n\ttabbed"],
    ["payloads", "$(touch SENTINEL_PATH) ${HOME} #{`touch SENTINEL_PATH`} {{x}} %s"],
    ["empty", ""],
    ["bracket[nested][deep]", "x"],
    ["bracket[nested][deep]", "y"],
  ]),
});

console.log(await response.text());
