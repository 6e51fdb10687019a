<?php

$curl = curl_init('https://api.example.com/v1/objects/photo.jpg');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'PUT',
    CURLOPT_HTTPHEADER => [
        'Content-Type: image/jpeg',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => file_get_contents('photo.jpg'),
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
