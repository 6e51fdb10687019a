const response = await fetch("https://api.example.com/v1/health", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
    "X-Trace": "t1",
  },
});

console.log(await response.text());
