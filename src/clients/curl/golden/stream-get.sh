curl -N -X GET 'https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>'
