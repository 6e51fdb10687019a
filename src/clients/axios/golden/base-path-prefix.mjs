import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/api/v2/customers?expand=default_source",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  data: {
    email: "jenny@example.com",
  },
  responseType: "text",
});

console.log(response.data);
