import httpx

response = httpx.request(
    "M-SEARCH",
    "https://api.example.com/v1/devices",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
)
print(response.text)
