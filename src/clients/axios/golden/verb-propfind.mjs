import axios from "axios";

const response = await axios.request({
  method: "PROPFIND",
  url: "https://api.example.com/dav/files",
  headers: {
    "Content-Type": "application/xml; charset=utf-8",
    Depth: "1",
  },
  data: Buffer.from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<propfind xmlns=\"DAV:\"><allprop/></propfind>\n"),
  responseType: "text",
});

console.log(response.data);
