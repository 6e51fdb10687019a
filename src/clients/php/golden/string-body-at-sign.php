<?php

$curl = curl_init('https://api.example.com/v1/notes');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: text/plain',
    ],
    CURLOPT_POSTFIELDS => '@/etc/passwd',
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
