const response = await fetch("https://api.example.com/files-api/v9/uploads", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  body: JSON.stringify({
    name: "report.pdf",
  }),
});

console.log(await response.text());
