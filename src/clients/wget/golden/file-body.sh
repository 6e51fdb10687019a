wget -q -O - --content-on-error --method=PUT \
  --header='Content-Type: image/jpeg' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-file='photo.jpg' \
  'https://api.example.com/v1/objects/photo.jpg'
