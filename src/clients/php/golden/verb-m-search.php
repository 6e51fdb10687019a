<?php

$curl = curl_init('https://api.example.com/v1/devices');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'M-SEARCH',
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
