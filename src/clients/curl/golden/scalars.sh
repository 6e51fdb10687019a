curl -X POST 'https://api.example.com/v1/scalars?yes=true&no=false&nothing=' \
  -H 'Content-Type: application/json' \
  --data-raw '{
  "yes": true,
  "no": false,
  "nothing": null,
  "list": [
    true,
    false,
    null
  ]
}'
