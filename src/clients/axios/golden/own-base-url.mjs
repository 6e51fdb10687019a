import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/files-api/v9/uploads",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  data: {
    name: "report.pdf",
  },
  responseType: "text",
});

console.log(response.data);
