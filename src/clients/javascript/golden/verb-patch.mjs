const response = await fetch("https://api.example.com/v1/customers/cus_123", {
  method: "PATCH",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  body: JSON.stringify({
    metadata: {
      vip: true,
    },
  }),
});

console.log(await response.text());
