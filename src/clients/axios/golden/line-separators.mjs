import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c",
  headers: {
    "Content-Type": "application/json",
  },
  data: {
    ls: "a\u2028b",
    ps: "c\u2029d",
    "key\u2028": "\u2028\u2029",
  },
  responseType: "text",
});

console.log(response.data);
