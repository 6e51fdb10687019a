printf '%s' '{
  "name": "Jenny"
}' | http POST 'https://api.example.com/v1/customers' \
  'content-type:application/merge-patch+json' \
  'AUTHORIZATION:Token override' \
  'X-Request-Id:req_123' \
  'Idempotency-Key:padded	value'
