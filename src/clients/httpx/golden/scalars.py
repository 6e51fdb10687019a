import httpx

response = httpx.post(
    "https://api.example.com/v1/scalars?yes=true&no=false&nothing=",
    headers={
        "Content-Type": "application/json",
    },
    json={
        "yes": True,
        "no": False,
        "nothing": None,
        "list": [
            True,
            False,
            None,
        ],
    },
)
print(response.text)
