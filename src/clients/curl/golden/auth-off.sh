curl -X GET 'https://api.example.com/v1/health' \
  -H 'Content-Type: application/json' \
  -H 'X-Trace: t1'
