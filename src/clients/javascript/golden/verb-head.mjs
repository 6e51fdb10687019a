const response = await fetch("https://api.example.com/v1/customers?email=jenny%40example.com", {
  method: "HEAD",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
});

console.log(await response.text());
