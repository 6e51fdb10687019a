import axios from "axios";

const response = await axios.request({
  method: "POST",
  url: "https://api.example.com/v1/customers",
  headers: {
    "content-type": "application/merge-patch+json",
    AUTHORIZATION: "Token override",
    "X-Request-Id": "req_123",
    "Idempotency-Key": "padded\tvalue",
  },
  data: {
    name: "Jenny",
  },
  responseType: "text",
});

console.log(response.data);
