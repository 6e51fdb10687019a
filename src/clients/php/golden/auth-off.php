<?php

$curl = curl_init('https://api.example.com/v1/health');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'X-Trace: t1',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
