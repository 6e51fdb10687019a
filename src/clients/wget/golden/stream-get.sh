wget -q -O - --content-on-error \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  'https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z'
