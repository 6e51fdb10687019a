import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/notes",
  headers: {
    "Content-Type": "text/plain",
  },
  data: Buffer.from("@/etc/passwd"),
  responseType: "text",
});

console.log(response.data);
