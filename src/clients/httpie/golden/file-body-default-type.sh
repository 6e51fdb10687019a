http POST 'https://api.example.com/v1/imports?format=ndjson' \
  'Content-Type:application/octet-stream' \
  'Authorization:Bearer <API_KEY>' \
  < 'data/it'\''s "my" export $1.ndjson'
