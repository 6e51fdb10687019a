http PUT 'https://api.example.com/v1/objects/photo.jpg' \
  'Content-Type:image/jpeg' \
  'Authorization:Bearer <API_KEY>' \
  < 'photo.jpg'
