import axios from "axios";

const response = await axios.request({
  method: "PUT",
  url: "https://api.example.com/v1/customers/cus_123",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  data: {
    name: "Jenny",
  },
  responseType: "text",
});

console.log(response.data);
