curl -X POST 'https://api.example.com/v1/customers' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-raw '{
  "email": "jenny.rosen@example.com",
  "name": "Jenny Rosen",
  "metadata": {
    "order_id": "6735"
  }
}'
