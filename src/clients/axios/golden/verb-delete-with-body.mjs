import axios from "axios";

const response = await axios.request({
  method: "DELETE",
  url: "https://api.example.com/v1/customers",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  data: {
    ids: [
      "cus_1",
      "cus_2",
    ],
  },
  responseType: "text",
});

console.log(response.data);
