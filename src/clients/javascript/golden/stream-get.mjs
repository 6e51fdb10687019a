const response = await fetch("https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
});

for await (const chunk of response.body) {
  process.stdout.write(chunk);
}
