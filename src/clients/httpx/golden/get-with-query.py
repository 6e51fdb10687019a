import httpx

response = httpx.get(
    "https://api.example.com/v1/customers?limit=3&starting_after=cus_123",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
)
print(response.text)
