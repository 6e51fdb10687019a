import httpx

response = httpx.get(
    "https://api.example.com/v1/customers/:id/cards/:card_id",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
)
print(response.text)
