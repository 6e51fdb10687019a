wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='{
  "email": "jenny@example.com"
}' \
  'https://api.example.com/api/v2/customers?expand=default_source'
