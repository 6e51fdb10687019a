wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --header='Accept: text/event-stream' \
  --body-data='{
  "prompt": "Say \"it'\''s\" $HOME `id`",
  "max_tokens": 16
}' \
  'https://api.example.com/v1/completions?stream=true'
