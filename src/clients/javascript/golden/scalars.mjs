const response = await fetch("https://api.example.com/v1/scalars?yes=true&no=false&nothing=", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    yes: true,
    no: false,
    nothing: null,
    list: [
      true,
      false,
      null,
    ],
  }),
});

console.log(await response.text());
