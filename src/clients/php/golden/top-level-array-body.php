<?php

$curl = curl_init('https://api.example.com/v1/list');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'PUT',
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
[
  1,
  "two",
  {
    "three": 3
  },
  [],
  null,
  true
]
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
