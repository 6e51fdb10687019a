<?php

$curl = curl_init('https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&\'()*/a%2Fb/50%25/%25zz');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
