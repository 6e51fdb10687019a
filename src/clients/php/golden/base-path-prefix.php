<?php

$curl = curl_init('https://api.example.com/api/v2/customers?expand=default_source');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "email": "jenny@example.com"
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
