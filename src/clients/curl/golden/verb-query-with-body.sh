curl -X QUERY 'https://api.example.com/v1/customers/search?limit=10' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-raw '{
  "email": "a'\''b\"c@example.com",
  "created": {
    "gte": 1700000000
  }
}'
