import httpx

response = httpx.get(
    "https://api.example.com/v1/customers?tag=a&tag=b&tag=a%20b&id=1&id=2&id=3&mixed=1&mixed=x&mixed=true&mixed=&single=only",
    headers={
        "Content-Type": "application/json",
    },
)
print(response.text)
