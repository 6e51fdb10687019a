curl -X GET 'https://api.example.com/v1/customers/:id/cards/:card_id' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>'
