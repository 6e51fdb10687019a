printf '%s' '{"compact":true,  "spacing" : [1,2]}' | http POST 'https://api.example.com/v1/events' \
  'Content-Type:application/json'
