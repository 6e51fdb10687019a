http --ignore-stdin GET 'https://api.example.com/v1/customers?limit=3&starting_after=cus_123' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
