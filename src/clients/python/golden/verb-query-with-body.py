import requests

response = requests.request(
    "QUERY",
    "https://api.example.com/v1/customers/search?limit=10",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    json={
        "email": "a'b\"c@example.com",
        "created": {
            "gte": 1700000000,
        },
    },
)
print(response.text)
