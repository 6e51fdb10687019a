curl -X GET 'https://api.example.com/v1/search' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  -H 'X-Pattern: key\=value'
