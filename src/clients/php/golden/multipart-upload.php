<?php

$curl = curl_init('https://api.example.com/v1/files');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => [
        'purpose' => 'dispute_evidence',
        'file' => new CURLFile('receipt.pdf', 'application/pdf', 'receipt.pdf'),
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
