const response = await fetch("https://api.example.com/v1/customers", {
  method: "DELETE",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  body: JSON.stringify({
    ids: [
      "cus_1",
      "cus_2",
    ],
  }),
});

console.log(await response.text());
