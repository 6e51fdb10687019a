import requests

response = requests.post(
    "https://api.example.com/v1/empty",
    headers={
        "Content-Type": "application/json",
    },
    json={},
)
print(response.text)
