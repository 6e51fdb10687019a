import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/completions?stream=true",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
    Accept: "text/event-stream",
  },
  data: {
    prompt: "Say \"it's\" $HOME `id`",
    max_tokens: 16,
  },
  responseType: "stream",
});

for await (const chunk of response.data) {
  process.stdout.write(chunk);
}
