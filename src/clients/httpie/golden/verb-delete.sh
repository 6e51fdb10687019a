http --ignore-stdin DELETE 'https://api.example.com/v1/customers/cus_123' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
