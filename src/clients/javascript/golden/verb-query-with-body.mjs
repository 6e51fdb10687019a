const response = await fetch("https://api.example.com/v1/customers/search?limit=10", {
  method: "QUERY",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  body: JSON.stringify({
    email: "a'b\"c@example.com",
    created: {
      gte: 1700000000,
    },
  }),
});

console.log(await response.text());
