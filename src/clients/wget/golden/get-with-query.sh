wget -q -O - --content-on-error \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  'https://api.example.com/v1/customers?limit=3&starting_after=cus_123'
