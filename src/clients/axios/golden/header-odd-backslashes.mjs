import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/search",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
    "X-Pattern": "key\\=value",
  },
  responseType: "text",
});

console.log(response.data);
