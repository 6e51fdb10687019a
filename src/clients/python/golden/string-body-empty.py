import requests

response = requests.post(
    "https://api.example.com/v1/ping",
    headers={
        "Content-Type": "application/json",
    },
    data="".encode("utf-8"),
)
print(response.text)
