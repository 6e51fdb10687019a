library(httr)

body <- list(
  "email" = "jenny.rosen@example.com",
  "name" = "Jenny Rosen",
  "metadata[order_id]" = "6735",
  "expand" = "default_source",
  "expand" = "invoice_settings.default_payment_method",
  "balance" = "-500",
  "tax_exempt" = "false",
  "phone" = ""
)

response <- POST(
  "https://api.example.com/v1/customers",
  add_headers(
    "Content-Type" = "application/x-www-form-urlencoded",
    "Authorization" = "Bearer <API_KEY>"
  ),
  body = body,
  encode = "form"
)

cat(content(response, as = "text", encoding = "UTF-8"))
