http --ignore-stdin HEAD 'https://api.example.com/v1/customers?email=jenny%40example.com' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
