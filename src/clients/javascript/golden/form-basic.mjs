const response = await fetch("https://api.example.com/v1/customers", {
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    Authorization: "Bearer <API_KEY>",
  },
  body: new URLSearchParams([
    ["email", "jenny.rosen@example.com"],
    ["name", "Jenny Rosen"],
    ["metadata[order_id]", "6735"],
    ["expand", "default_source"],
    ["expand", "invoice_settings.default_payment_method"],
    ["balance", "-500"],
    ["tax_exempt", "false"],
    ["phone", ""],
  ]),
});

console.log(await response.text());
