printf '%s' '{
  "email": "jenny@example.com"
}' | http POST 'https://api.example.com/api/v2/customers?expand=default_source' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
