printf '%s' '{}' | http POST 'https://api.example.com/v1/empty' \
  'Content-Type:application/json'
