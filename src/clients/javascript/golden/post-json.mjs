const response = await fetch("https://api.example.com/v1/customers", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  body: JSON.stringify({
    email: "jenny.rosen@example.com",
    name: "Jenny Rosen",
    metadata: {
      order_id: "6735",
    },
  }),
});

console.log(await response.text());
