http --ignore-stdin GET 'https://api.example.com/v1/customers/:id/cards/:card_id' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
