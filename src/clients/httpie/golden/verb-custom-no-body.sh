http --ignore-stdin PURGE 'https://api.example.com/cache/v1/customers' \
  'Content-Type:application/json'
