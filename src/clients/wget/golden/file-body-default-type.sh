wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/octet-stream' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-file='data/it'\''s "my" export $1.ndjson' \
  'https://api.example.com/v1/imports?format=ndjson'
