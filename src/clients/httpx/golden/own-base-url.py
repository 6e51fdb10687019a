import httpx

response = httpx.post(
    "https://api.example.com/files-api/v9/uploads",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    json={
        "name": "report.pdf",
    },
)
print(response.text)
