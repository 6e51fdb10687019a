<?php

$curl = curl_init('https://api.example.com/v1/imports?format=ndjson');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/octet-stream',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => file_get_contents('data/it\'s "my" export $1.ndjson'),
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
