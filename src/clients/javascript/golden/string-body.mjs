const response = await fetch("https://api.example.com/v1/notes", {
  method: "POST",
  headers: {
    "Content-Type": "text/plain; charset=utf-8",
    Authorization: "Bearer <API_KEY>",
  },
  body: "Grüße, 世界! 🙂 שלום\nline 2\r\n\ttabbed 'single' \"double\" $HOME `cmd` \\ \\n #{x} ${x}\u2028\u202E end\n",
});

console.log(await response.text());
