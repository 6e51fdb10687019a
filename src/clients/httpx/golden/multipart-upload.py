import httpx

response = httpx.post(
    "https://api.example.com/v1/files",
    headers={
        "Authorization": "Bearer <API_KEY>",
    },
    data={
        "purpose": "dispute_evidence",
    },
    files={
        "file": ("receipt.pdf", open("receipt.pdf", "rb"), "application/pdf"),
    },
)
print(response.text)
