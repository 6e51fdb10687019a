:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/customers"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"}
]

body =
  URI.encode_query([
    {"email", "jenny.rosen@example.com"},
    {"name", "Jenny Rosen"},
    {"metadata[order_id]", "6735"},
    {"expand", "default_source"},
    {"expand", "invoice_settings.default_payment_method"},
    {"balance", "-500"},
    {"tax_exempt", "false"},
    {"phone", ""}
  ])

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"application/x-www-form-urlencoded", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
