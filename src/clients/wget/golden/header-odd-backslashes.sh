wget -q -O - --content-on-error \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --header='X-Pattern: key\=value' \
  'https://api.example.com/v1/search'
