<?php

$curl = curl_init('https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
    ],
]);

curl_exec($curl);
