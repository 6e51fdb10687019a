<?php

$curl = curl_init('https://api.example.com/v1/empty?kept=x');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "object": {},
  "array": [],
  "nested": {
    "a": {},
    "b": [
      []
    ],
    "c": [
      {}
    ]
  }
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
