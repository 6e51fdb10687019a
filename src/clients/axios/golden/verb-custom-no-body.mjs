import axios from "axios";

const response = await axios.request({
  method: "PURGE",
  url: "https://api.example.com/cache/v1/customers",
  headers: {
    "Content-Type": "application/json",
  },
  responseType: "text",
});

console.log(response.data);
