const response = await fetch("https://api.example.com/cache/v1/customers", {
  method: "PURGE",
  headers: {
    "Content-Type": "application/json",
  },
});

console.log(await response.text());
