const response = await fetch("https://api.example.com/v1/empty?kept=x", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    object: {},
    array: [],
    nested: {
      a: {},
      b: [
        [],
      ],
      c: [
        {},
      ],
    },
  }),
});

console.log(await response.text());
