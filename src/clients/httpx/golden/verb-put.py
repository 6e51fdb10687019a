import httpx

response = httpx.put(
    "https://api.example.com/v1/customers/cus_123",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    json={
        "name": "Jenny",
    },
)
print(response.text)
