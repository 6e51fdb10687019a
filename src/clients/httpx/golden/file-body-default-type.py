import httpx

response = httpx.post(
    "https://api.example.com/v1/imports?format=ndjson",
    headers={
        "Content-Type": "application/octet-stream",
        "Authorization": "Bearer <API_KEY>",
    },
    content=open("data/it's \"my\" export $1.ndjson", "rb"),
)
print(response.text)
