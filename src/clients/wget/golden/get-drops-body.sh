wget -q -O - --content-on-error \
  --header='Content-Type: application/json' \
  'https://api.example.com/v1/customers'
