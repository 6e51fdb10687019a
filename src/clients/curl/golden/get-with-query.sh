curl -X GET 'https://api.example.com/v1/customers?limit=3&starting_after=cus_123' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>'
