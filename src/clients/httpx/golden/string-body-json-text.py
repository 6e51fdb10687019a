import httpx

response = httpx.post(
    "https://api.example.com/v1/events",
    headers={
        "Content-Type": "application/json",
    },
    content="{\"compact\":true,  \"spacing\" : [1,2]}".encode("utf-8"),
)
print(response.text)
