wget -q -O - --content-on-error \
  --header='Content-Type: application/json' \
  --header='X-Api-Key: <API_KEY>' \
  'https://api.example.com/v1/customers'
