import axios from "axios";

const response = await axios.request({
  method: "OPTIONS",
  url: "https://api.example.com/v1/customers",
  headers: {
    "Content-Type": "application/json",
  },
  data: {
    probe: true,
  },
  responseType: "text",
});

console.log(response.data);
