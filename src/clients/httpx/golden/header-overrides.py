import httpx

response = httpx.post(
    "https://api.example.com/v1/customers",
    headers={
        "content-type": "application/merge-patch+json",
        "AUTHORIZATION": "Token override",
        "X-Request-Id": "req_123",
        "Idempotency-Key": "padded\tvalue",
    },
    json={
        "name": "Jenny",
    },
)
print(response.text)
