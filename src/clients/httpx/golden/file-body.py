import httpx

response = httpx.put(
    "https://api.example.com/v1/objects/photo.jpg",
    headers={
        "Content-Type": "image/jpeg",
        "Authorization": "Bearer <API_KEY>",
    },
    content=open("photo.jpg", "rb"),
)
print(response.text)
