const response = await fetch("https://api.example.com/v1/devices", {
  method: "M-SEARCH",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
});

console.log(await response.text());
