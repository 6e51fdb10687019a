import axios from "axios";
import { readFile } from "node:fs/promises";

const response = await axios.request({
  method: "PUT",
  url: "https://api.example.com/v1/objects/photo.jpg",
  headers: {
    "Content-Type": "image/jpeg",
    Authorization: "Bearer <API_KEY>",
  },
  data: await readFile("photo.jpg"),
  responseType: "text",
});

console.log(response.data);
