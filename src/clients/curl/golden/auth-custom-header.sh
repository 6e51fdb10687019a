curl -X GET 'https://api.example.com/v1/customers' \
  -H 'Content-Type: application/json' \
  -H 'X-Api-Key: <API_KEY>'
