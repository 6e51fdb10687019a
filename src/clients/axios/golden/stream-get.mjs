import axios from "axios";

const response = await axios.request({
  method: "GET",
  url: "https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  responseType: "stream",
});

for await (const chunk of response.data) {
  process.stdout.write(chunk);
}
