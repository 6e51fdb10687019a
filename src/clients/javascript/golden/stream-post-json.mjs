const response = await fetch("https://api.example.com/v1/completions?stream=true", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
    Accept: "text/event-stream",
  },
  body: JSON.stringify({
    prompt: "Say \"it's\" $HOME `id`",
    max_tokens: 16,
  }),
});

for await (const chunk of response.body) {
  process.stdout.write(chunk);
}
