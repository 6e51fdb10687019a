import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/customers?tag=a&tag=b&tag=a%20b&id=1&id=2&id=3&mixed=1&mixed=x&mixed=true&mixed=&single=only",
  headers: {
    "Content-Type": "application/json",
  },
  responseType: "text",
});

console.log(response.data);
