http --ignore-stdin --stream GET 'https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
