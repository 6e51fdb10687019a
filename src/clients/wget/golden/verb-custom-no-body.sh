wget -q -O - --content-on-error --method=PURGE \
  --header='Content-Type: application/json' \
  'https://api.example.com/cache/v1/customers'
