<?php

$curl = curl_init('https://api.example.com/v1/events');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => '{"compact":true,  "spacing" : [1,2]}',
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
