curl -X POST 'https://api.example.com/api/v2/customers?expand=default_source' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-raw '{
  "email": "jenny@example.com"
}'
