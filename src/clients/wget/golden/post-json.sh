wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='{
  "email": "jenny.rosen@example.com",
  "name": "Jenny Rosen",
  "metadata": {
    "order_id": "6735"
  }
}' \
  'https://api.example.com/v1/customers'
