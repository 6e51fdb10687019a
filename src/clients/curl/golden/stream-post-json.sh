curl -N -X POST 'https://api.example.com/v1/completions?stream=true' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  -H 'Accept: text/event-stream' \
  --data-raw '{
  "prompt": "Say \"it'\''s\" $HOME `id`",
  "max_tokens": 16
}'
