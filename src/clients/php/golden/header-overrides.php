<?php

$curl = curl_init('https://api.example.com/v1/customers');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'content-type: application/merge-patch+json',
        'AUTHORIZATION: Token override',
        'X-Request-Id: req_123',
        'Idempotency-Key: padded	value',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "name": "Jenny"
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
