curl -X OPTIONS 'https://api.example.com/v1/customers' \
  -H 'Content-Type: application/json' \
  --data-raw '{
  "probe": true
}'
