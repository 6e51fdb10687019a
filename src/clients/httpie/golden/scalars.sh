printf '%s' '{
  "yes": true,
  "no": false,
  "nothing": null,
  "list": [
    true,
    false,
    null
  ]
}' | http POST 'https://api.example.com/v1/scalars?yes=true&no=false&nothing=' \
  'Content-Type:application/json'
