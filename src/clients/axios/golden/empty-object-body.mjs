import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/empty",
  headers: {
    "Content-Type": "application/json",
  },
  data: {},
  responseType: "text",
});

console.log(response.data);
