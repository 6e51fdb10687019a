<?php

$curl = curl_init('https://api.example.com/v1/customers');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'DELETE',
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "ids": [
    "cus_1",
    "cus_2"
  ]
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
