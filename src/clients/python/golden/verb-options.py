import requests

response = requests.options(
    "https://api.example.com/v1/customers",
    headers={
        "Content-Type": "application/json",
    },
    json={
        "probe": True,
    },
)
print(response.text)
