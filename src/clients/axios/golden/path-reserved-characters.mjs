import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'()*/a%2Fb/50%25/%25zz",
  headers: {
    "Content-Type": "application/json",
  },
  responseType: "text",
});

console.log(response.data);
