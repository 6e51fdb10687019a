<?php

$curl = curl_init('https://api.example.com/v1/customers/search?limit=10');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'QUERY',
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "email": "a'b\"c@example.com",
  "created": {
    "gte": 1700000000
  }
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
