import axios from "axios";

const response = await axios.request({
  method: "HEAD",
  url: "https://api.example.com/v1/customers?email=jenny%40example.com",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  responseType: "text",
});

console.log(response.data);
