<?php

$curl = curl_init('https://api.example.com/files-api/v9/uploads');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "name": "report.pdf"
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
