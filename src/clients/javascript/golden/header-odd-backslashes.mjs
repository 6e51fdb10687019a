const response = await fetch("https://api.example.com/v1/search", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
    "X-Pattern": "key\\=value",
  },
});

console.log(await response.text());
