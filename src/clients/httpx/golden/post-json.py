import httpx

response = httpx.post(
    "https://api.example.com/v1/customers",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    json={
        "email": "jenny.rosen@example.com",
        "name": "Jenny Rosen",
        "metadata": {
            "order_id": "6735",
        },
    },
)
print(response.text)
