import httpx

response = httpx.put(
    "https://api.example.com/v1/list",
    headers={
        "Content-Type": "application/json",
    },
    json=[
        1,
        "two",
        {
            "three": 3,
        },
        [],
        None,
        True,
    ],
)
print(response.text)
