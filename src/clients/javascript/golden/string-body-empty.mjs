const response = await fetch("https://api.example.com/v1/ping", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
  },
  body: "",
});

console.log(await response.text());
