import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/events",
  headers: {
    "Content-Type": "application/json",
  },
  data: Buffer.from("{\"compact\":true,  \"spacing\" : [1,2]}"),
  responseType: "text",
});

console.log(response.data);
