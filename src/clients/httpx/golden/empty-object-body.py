import httpx

response = httpx.post(
    "https://api.example.com/v1/empty",
    headers={
        "Content-Type": "application/json",
    },
    json={},
)
print(response.text)
