import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/notes",
  headers: {
    "Content-Type": "text/plain; charset=utf-8",
    Authorization: "Bearer <API_KEY>",
  },
  data: Buffer.from("Grüße, 世界! 🙂 שלום\nline 2\r\n\ttabbed 'single' \"double\" $HOME `cmd` \\ \\n #{x} ${x}\u2028\u202E end\n"),
  responseType: "text",
});

console.log(response.data);
