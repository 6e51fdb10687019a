import axios from "axios";

const response = await axios.request({
  method: "M-SEARCH",
  url: "https://api.example.com/v1/devices",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  responseType: "text",
});

console.log(response.data);
