import httpx

response = httpx.head(
    "https://api.example.com/v1/customers?email=jenny%40example.com",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
)
print(response.text)
