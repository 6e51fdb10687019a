curl -X PURGE 'https://api.example.com/cache/v1/customers' \
  -H 'Content-Type: application/json'
