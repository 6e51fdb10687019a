printf '%s' '{
  "prompt": "Say \"it'\''s\" $HOME `id`",
  "max_tokens": 16
}' | http --stream POST 'https://api.example.com/v1/completions?stream=true' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>' \
  'Accept:text/event-stream'
