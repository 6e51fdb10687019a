const response = await fetch("https://api.example.com/api/v2/customers?expand=default_source", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  body: JSON.stringify({
    email: "jenny@example.com",
  }),
});

console.log(await response.text());
