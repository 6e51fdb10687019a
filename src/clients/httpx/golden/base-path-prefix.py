import httpx

response = httpx.post(
    "https://api.example.com/api/v2/customers?expand=default_source",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    json={
        "email": "jenny@example.com",
    },
)
print(response.text)
