const response = await fetch("https://api.example.com/v1/customers/:id/cards/:card_id", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
});

console.log(await response.text());
