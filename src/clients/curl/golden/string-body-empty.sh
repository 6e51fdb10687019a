curl -X POST 'https://api.example.com/v1/ping' \
  -H 'Content-Type: application/json' \
  --data-raw ''
