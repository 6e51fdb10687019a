http --ignore-stdin GET 'https://api.example.com/v1/customers?tag=a&tag=b&tag=a%20b&id=1&id=2&id=3&mixed=1&mixed=x&mixed=true&mixed=&single=only' \
  'Content-Type:application/json'
