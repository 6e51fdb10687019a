curl -X PUT 'https://api.example.com/v1/customers/cus_123' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-raw '{
  "name": "Jenny"
}'
