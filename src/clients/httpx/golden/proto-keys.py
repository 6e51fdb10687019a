import httpx

response = httpx.post(
    "https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested",
    headers={
        "Content-Type": "application/json",
    },
    json={
        "__proto__": {
            "isAdmin": True,
        },
        "constructor": {
            "prototype": {
                "polluted": True,
            },
        },
        "toString": "x",
        "list": [
            {
                "__proto__": None,
            },
        ],
    },
)
print(response.text)
