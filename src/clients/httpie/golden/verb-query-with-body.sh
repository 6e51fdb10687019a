printf '%s' '{
  "email": "a'\''b\"c@example.com",
  "created": {
    "gte": 1700000000
  }
}' | http QUERY 'https://api.example.com/v1/customers/search?limit=10' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
