import axios from "axios";

const response = await axios.request({
  method: "QUERY",
  url: "https://api.example.com/v1/customers/search?limit=10",
  headers: {
    "Content-Type": "application/json",
    Authorization: "Bearer <API_KEY>",
  },
  data: {
    email: "a'b\"c@example.com",
    created: {
      gte: 1700000000,
    },
  },
  responseType: "text",
});

console.log(response.data);
