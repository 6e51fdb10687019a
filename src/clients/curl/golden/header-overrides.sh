curl -X POST 'https://api.example.com/v1/customers' \
  -H 'content-type: application/merge-patch+json' \
  -H 'AUTHORIZATION: Token override' \
  -H 'X-Request-Id: req_123' \
  -H 'Idempotency-Key: padded	value' \
  --data-raw '{
  "name": "Jenny"
}'
