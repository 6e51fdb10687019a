import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested",
  headers: {
    "Content-Type": "application/json",
  },
  data: JSON.stringify({
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
  responseType: "text",
});

console.log(response.data);
