<?php

// [name, value] pairs: a name repeats, and http_build_query would number a list (name[0]=…).
$form = [
    ['email', 'jenny.rosen@example.com'],
    ['name', 'Jenny Rosen'],
    ['metadata[order_id]', '6735'],
    ['expand', 'default_source'],
    ['expand', 'invoice_settings.default_payment_method'],
    ['balance', '-500'],
    ['tax_exempt', 'false'],
    ['phone', ''],
];

$curl = curl_init('https://api.example.com/v1/customers');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/x-www-form-urlencoded',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => implode('&', array_map(
        fn (array $field): string => urlencode($field[0]) . '=' . urlencode($field[1]),
        $form,
    )),
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
