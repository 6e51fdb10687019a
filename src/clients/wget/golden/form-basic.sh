wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/x-www-form-urlencoded' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='email=jenny.rosen%40example.com&name=Jenny%20Rosen&metadata[order_id]=6735&expand=default_source&expand=invoice_settings.default_payment_method&balance=-500&tax_exempt=false&phone=' \
  'https://api.example.com/v1/customers'
