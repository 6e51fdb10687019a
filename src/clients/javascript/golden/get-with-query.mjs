const response = await fetch("https://api.example.com/v1/customers?limit=3&starting_after=cus_123", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
});

console.log(await response.text());
