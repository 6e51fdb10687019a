wget -q -O - --content-on-error --method=DELETE \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='{
  "ids": [
    "cus_1",
    "cus_2"
  ]
}' \
  'https://api.example.com/v1/customers'
