import httpx

response = httpx.request(
    "OPTIONS",
    "https://api.example.com/v1/customers",
    headers={
        "Content-Type": "application/json",
    },
    json={
        "probe": True,
    },
)
print(response.text)
