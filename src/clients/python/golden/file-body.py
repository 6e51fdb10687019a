import requests

response = requests.put(
    "https://api.example.com/v1/objects/photo.jpg",
    headers={
        "Content-Type": "image/jpeg",
        "Authorization": "Bearer <API_KEY>",
    },
    data=open("photo.jpg", "rb"),
)
print(response.text)
