import httpx

response = httpx.post(
    "https://api.example.com/v1/ping",
    headers={
        "Content-Type": "application/json",
    },
    content="".encode("utf-8"),
)
print(response.text)
