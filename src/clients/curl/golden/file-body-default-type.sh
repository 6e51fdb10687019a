curl -X POST 'https://api.example.com/v1/imports?format=ndjson' \
  -H 'Content-Type: application/octet-stream' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-binary '@data/it'\''s "my" export $1.ndjson'
