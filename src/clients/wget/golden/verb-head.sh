wget -q -O - --content-on-error --method=HEAD \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  'https://api.example.com/v1/customers?email=jenny%40example.com'
