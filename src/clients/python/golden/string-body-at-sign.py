import requests

response = requests.post(
    "https://api.example.com/v1/notes",
    headers={
        "Content-Type": "text/plain",
    },
    data="@/etc/passwd".encode("utf-8"),
)
print(response.text)
