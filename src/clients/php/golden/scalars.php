<?php

$curl = curl_init('https://api.example.com/v1/scalars?yes=true&no=false&nothing=');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "yes": true,
  "no": false,
  "nothing": null,
  "list": [
    true,
    false,
    null
  ]
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
