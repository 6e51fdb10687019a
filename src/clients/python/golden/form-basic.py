import requests

response = requests.post(
    "https://api.example.com/v1/customers",
    headers={
        "Content-Type": "application/x-www-form-urlencoded",
        "Authorization": "Bearer <API_KEY>",
    },
    data={
        "email": "jenny.rosen@example.com",
        "name": "Jenny Rosen",
        "metadata[order_id]": "6735",
        "expand": [
            "default_source",
            "invoice_settings.default_payment_method",
        ],
        "balance": "-500",
        "tax_exempt": "false",
        "phone": "",
    },
)
print(response.text)
