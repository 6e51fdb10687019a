const response = await fetch("https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'()*/a%2Fb/50%25/%25zz", {
  method: "GET",
  headers: {
    "Content-Type": "application/json",
  },
});

console.log(await response.text());
