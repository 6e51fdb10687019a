import httpx

response = httpx.request(
    "DELETE",
    "https://api.example.com/v1/customers",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    json={
        "ids": [
            "cus_1",
            "cus_2",
        ],
    },
)
print(response.text)
