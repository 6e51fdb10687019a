wget -q -O - --content-on-error --method=PUT \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='{
  "name": "Jenny"
}' \
  'https://api.example.com/v1/customers/cus_123'
