import axios from "axios";
import { readFile } from "node:fs/promises";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/imports?format=ndjson",
  headers: {
    "Content-Type": "application/octet-stream",
    Authorization: "Bearer <API_KEY>",
  },
  data: await readFile("data/it's \"my\" export $1.ndjson"),
  responseType: "text",
});

console.log(response.data);
