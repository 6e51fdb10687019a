wget -q -O - --content-on-error --method=PATCH \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='{
  "metadata": {
    "vip": true
  }
}' \
  'https://api.example.com/v1/customers/cus_123'
