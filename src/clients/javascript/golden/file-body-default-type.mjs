import { readFile } from "node:fs/promises";

const response = await fetch("https://api.example.com/v1/imports?format=ndjson", {
  method: "POST",
  headers: {
    "Content-Type": "application/octet-stream",
    Authorization: "Bearer <API_KEY>",
  },
  body: await readFile("data/it's \"my\" export $1.ndjson"),
});

console.log(await response.text());
