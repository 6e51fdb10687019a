import axios from "axios";

const response = await axios.request({
  method: "PATCH",
  url: "https://api.example.com/v1/customers/cus_123",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  data: {
    metadata: {
      vip: true,
    },
  },
  responseType: "text",
});

console.log(response.data);
