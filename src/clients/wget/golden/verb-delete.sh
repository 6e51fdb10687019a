wget -q -O - --content-on-error --method=DELETE \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  'https://api.example.com/v1/customers/cus_123'
