const response = await fetch("https://api.example.com/v1/customers/cus_123", {
  method: "PUT",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  body: JSON.stringify({
    name: "Jenny",
  }),
});

console.log(await response.text());
