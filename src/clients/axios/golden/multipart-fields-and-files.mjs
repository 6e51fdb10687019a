import axios from "axios";
import { openAsBlob } from "node:fs";

const form = new FormData();
form.append("subject", "Grüße \"quoted\" it's\r\nsecond line\r\n");
form.append("at", "@receipt.pdf");
form.append("lt", "<notes.txt");
form.append("type", "text;type=image/png;filename=x.png");
form.append("payload", "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}");
form.append("count", "3");
form.append("urgent", "true");
form.append("attachments[]", await openAsBlob("docs/notes v2.txt", { type: "text/plain; charset=utf-8" }), "notes v2.txt");
form.append("attachments[]", await openAsBlob("docs/report;final,v2.bin", { type: "application/octet-stream" }), "report.bin");
form.append("attachments[]", await openAsBlob("./binary.dat", { type: "application/octet-stream" }), "binary.dat");

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/messages",
  headers: {
    "X-Api-Key": "key_123",
  },
  data: form,
  responseType: "text",
});

console.log(response.data);
