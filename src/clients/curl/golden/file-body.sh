curl -X PUT 'https://api.example.com/v1/objects/photo.jpg' \
  -H 'Content-Type: image/jpeg' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-binary '@photo.jpg'
