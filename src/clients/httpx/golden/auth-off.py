import httpx

response = httpx.get(
    "https://api.example.com/v1/health",
    headers={
        "Content-Type": "application/json",
        "X-Trace": "t1",
    },
)
print(response.text)
