import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/scalars?yes=true&no=false&nothing=",
  headers: {
    "Content-Type": "application/json",
  },
  data: {
    yes: true,
    no: false,
    nothing: null,
    list: [
      true,
      false,
      null,
    ],
  },
  responseType: "text",
});

console.log(response.data);
