import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/ping",
  headers: {
    "Content-Type": "application/json",
  },
  data: Buffer.from(""),
  responseType: "text",
});

console.log(response.data);
