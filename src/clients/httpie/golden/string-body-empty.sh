printf '%s' '' | http POST 'https://api.example.com/v1/ping' \
  'Content-Type:application/json'
