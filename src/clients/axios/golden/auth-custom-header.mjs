import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/customers",
  headers: {
    "Content-Type": "application/json",
    "X-Api-Key": "<API_KEY>",
  },
  responseType: "text",
});

console.log(response.data);
