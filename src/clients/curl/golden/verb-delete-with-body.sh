curl -X DELETE 'https://api.example.com/v1/customers' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-raw '{
  "ids": [
    "cus_1",
    "cus_2"
  ]
}'
