import httpx

response = httpx.get(
    "https://api.example.com/v1/customers",
    headers={
        "Content-Type": "application/json",
        "X-Api-Key": "<API_KEY>",
    },
)
print(response.text)
