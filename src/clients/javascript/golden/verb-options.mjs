const response = await fetch("https://api.example.com/v1/customers", {
  method: "OPTIONS",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    probe: true,
  }),
});

console.log(await response.text());
