const response = await fetch("https://api.example.com/v1/customers", {
  method: "POST",
  headers: {
    "content-type": "application/merge-patch+json",
    AUTHORIZATION: "Token override",
    "X-Request-Id": "req_123",
    "Idempotency-Key": "padded\tvalue",
  },
  body: JSON.stringify({
    name: "Jenny",
  }),
});

console.log(await response.text());
