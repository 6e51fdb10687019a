<?php

$curl = curl_init('https://api.example.com/v1/ping');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => '',
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
