<?php

$curl = curl_init('https://api.example.com/v1/empty');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
