import requests

response = requests.post(
    "https://api.example.com/v1/events",
    headers={
        "Content-Type": "application/json",
    },
    data="{\"compact\":true,  \"spacing\" : [1,2]}".encode("utf-8"),
)
print(response.text)
