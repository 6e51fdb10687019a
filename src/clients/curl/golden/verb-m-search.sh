curl -X M-SEARCH 'https://api.example.com/v1/devices' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>'
