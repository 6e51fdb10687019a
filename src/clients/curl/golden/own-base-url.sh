curl -X POST 'https://api.example.com/files-api/v9/uploads' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-raw '{
  "name": "report.pdf"
}'
