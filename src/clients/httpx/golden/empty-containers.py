import httpx

response = httpx.post(
    "https://api.example.com/v1/empty?kept=x",
    headers={
        "Content-Type": "application/json",
    },
    json={
        "object": {},
        "array": [],
        "nested": {
            "a": {},
            "b": [
                [],
            ],
            "c": [
                {},
            ],
        },
    },
)
print(response.text)
