<?php

$curl = curl_init('https://api.example.com/cache/v1/customers');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'PURGE',
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
