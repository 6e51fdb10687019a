import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/health",
  headers: {
    "Content-Type": "application/json",
    "X-Trace": "t1",
  },
  responseType: "text",
});

console.log(response.data);
