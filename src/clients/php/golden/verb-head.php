<?php

$curl = curl_init('https://api.example.com/v1/customers?email=jenny%40example.com');
curl_setopt_array($curl, [
    CURLOPT_NOBODY => true,
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
