import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/empty?kept=x",
  headers: {
    "Content-Type": "application/json",
  },
  data: {
    object: {},
    array: [],
    nested: {
      a: {},
      b: [
        [],
      ],
      c: [
        {},
      ],
    },
  },
  responseType: "text",
});

console.log(response.data);
