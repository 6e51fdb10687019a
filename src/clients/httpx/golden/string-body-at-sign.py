import httpx

response = httpx.post(
    "https://api.example.com/v1/notes",
    headers={
        "Content-Type": "text/plain",
    },
    content="@/etc/passwd".encode("utf-8"),
)
print(response.text)
