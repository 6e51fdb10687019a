curl -X POST 'https://api.example.com/v1/empty' \
  -H 'Content-Type: application/json' \
  --data-raw '{}'
