import { readFile } from "node:fs/promises";

const response = await fetch("https://api.example.com/v1/objects/photo.jpg", {
  method: "PUT",
  headers: {
    "Content-Type": "image/jpeg",
    Authorization: "Bearer <API_KEY>",
  },
  body: await readFile("photo.jpg"),
});

console.log(await response.text());
