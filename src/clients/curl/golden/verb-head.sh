curl --head 'https://api.example.com/v1/customers?email=jenny%40example.com' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>'
