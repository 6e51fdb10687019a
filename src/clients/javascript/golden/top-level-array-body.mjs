const response = await fetch("https://api.example.com/v1/list", {
  method: "PUT",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify([
    1,
    "two",
    {
      three: 3,
    },
    [],
    null,
    true,
  ]),
});

console.log(await response.text());
