import httpx

response = httpx.delete(
    "https://api.example.com/v1/customers/cus_123",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
)
print(response.text)
