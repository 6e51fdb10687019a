<?php

$curl = curl_init('https://api.example.com/v1/search');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
        'X-Pattern: key\\=value',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
