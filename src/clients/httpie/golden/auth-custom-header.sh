http --ignore-stdin GET 'https://api.example.com/v1/customers' \
  'Content-Type:application/json' \
  'X-Api-Key:<API_KEY>'
