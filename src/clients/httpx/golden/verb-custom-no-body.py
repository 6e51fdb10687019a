import httpx

response = httpx.request(
    "PURGE",
    "https://api.example.com/cache/v1/customers",
    headers={
        "Content-Type": "application/json",
    },
)
print(response.text)
