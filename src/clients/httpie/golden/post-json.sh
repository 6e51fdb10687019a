printf '%s' '{
  "email": "jenny.rosen@example.com",
  "name": "Jenny Rosen",
  "metadata": {
    "order_id": "6735"
  }
}' | http POST 'https://api.example.com/v1/customers' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>'
