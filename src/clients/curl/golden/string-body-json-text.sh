curl -X POST 'https://api.example.com/v1/events' \
  -H 'Content-Type: application/json' \
  --data-raw '{"compact":true,  "spacing" : [1,2]}'
