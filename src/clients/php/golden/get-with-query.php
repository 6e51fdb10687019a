<?php

$curl = curl_init('https://api.example.com/v1/customers?limit=3&starting_after=cus_123');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
