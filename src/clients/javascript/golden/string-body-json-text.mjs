const response = await fetch("https://api.example.com/v1/events", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
  },
  body: "{\"compact\":true,  \"spacing\" : [1,2]}",
});

console.log(await response.text());
