printf '%s' '{
  "ids": [
    "cus_1",
    "cus_2"
  ]
}' | http DELETE 'https://api.example.com/v1/customers' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
