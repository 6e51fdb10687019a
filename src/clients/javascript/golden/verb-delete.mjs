const response = await fetch("https://api.example.com/v1/customers/cus_123", {
  method: "DELETE",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
});

console.log(await response.text());
