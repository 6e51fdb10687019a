wget -q -O - --content-on-error --method=POST \
  --header='content-type: application/merge-patch+json' \
  --header='AUTHORIZATION: Token override' \
  --header='X-Request-Id: req_123' \
  --header='Idempotency-Key: padded	value' \
  --body-data='{
  "name": "Jenny"
}' \
  'https://api.example.com/v1/customers'
