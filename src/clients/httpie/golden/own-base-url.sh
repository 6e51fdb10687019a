printf '%s' '{
  "name": "report.pdf"
}' | http POST 'https://api.example.com/files-api/v9/uploads' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
