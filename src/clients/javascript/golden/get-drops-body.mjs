const response = await fetch("https://api.example.com/v1/customers", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
  },
});

console.log(await response.text());
