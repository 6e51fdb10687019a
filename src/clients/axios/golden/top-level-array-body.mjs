import axios from "axios";

const response = await axios.request({
  method: "PUT",
  url: "https://api.example.com/v1/list",
  headers: {
    "Content-Type": "application/json",
  },
  data: [
    1,
    "two",
    {
      three: 3,
    },
    [],
    null,
    true,
  ],
  responseType: "text",
});

console.log(response.data);
