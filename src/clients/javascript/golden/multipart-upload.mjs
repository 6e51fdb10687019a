import { openAsBlob } from "node:fs";

const form = new FormData();
form.append("purpose", "dispute_evidence");
form.append("file", await openAsBlob("receipt.pdf", { type: "application/pdf" }), "receipt.pdf");

const response = await fetch("https://api.example.com/v1/files", {
  method: "POST",
  headers: {
    Authorization: "Bearer <API_KEY>",
  },
  body: form,
});

console.log(await response.text());
