const response = await fetch("https://api.example.com/v1/customers", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
    "X-Api-Key": "<API_KEY>",
  },
});

console.log(await response.text());
