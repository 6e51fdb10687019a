import requests

response = requests.get(
    "https://api.example.com/v1/search",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
        "X-Pattern": "key\\=value",
    },
)
print(response.text)
