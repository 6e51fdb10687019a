import axios from "axios";
import { openAsBlob } from "node:fs";

const form = new FormData();
form.append("purpose", "dispute_evidence");
form.append("file", await openAsBlob("receipt.pdf", { type: "application/pdf" }), "receipt.pdf");

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/files",
  headers: {
    Authorization: "Bearer <API_KEY>",
  },
  data: form,
  responseType: "text",
});

console.log(response.data);
