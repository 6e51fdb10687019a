import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/customers?limit=3&starting_after=cus_123",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  responseType: "text",
});

console.log(response.data);
