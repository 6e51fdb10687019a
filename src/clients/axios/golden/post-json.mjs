import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/customers",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  data: {
    email: "jenny.rosen@example.com",
    name: "Jenny Rosen",
    metadata: {
      order_id: "6735",
    },
  },
  responseType: "text",
});

console.log(response.data);
