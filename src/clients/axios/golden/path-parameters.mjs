import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/customers/:id/cards/:card_id",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  responseType: "text",
});

console.log(response.data);
