<?php

$curl = curl_init('https://api.example.com/v1/customers/:id/cards/:card_id');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
