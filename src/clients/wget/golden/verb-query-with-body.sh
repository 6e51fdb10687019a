wget -q -O - --content-on-error --method=QUERY \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='{
  "email": "a'\''b\"c@example.com",
  "created": {
    "gte": 1700000000
  }
}' \
  'https://api.example.com/v1/customers/search?limit=10'
