import httpx

response = httpx.get(
    "https://api.example.com/v1/customers",
    headers={
        "Content-Type": "application/json",
    },
)
print(response.text)
