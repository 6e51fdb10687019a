import httpx

response = httpx.patch(
    "https://api.example.com/v1/customers/cus_123",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    json={
        "metadata": {
            "vip": True,
        },
    },
)
print(response.text)
