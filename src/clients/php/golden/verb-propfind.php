<?php

$curl = curl_init('https://api.example.com/dav/files');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'PROPFIND',
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/xml; charset=utf-8',
        'Depth: 1',
    ],
    CURLOPT_POSTFIELDS => '<?xml version="1.0" encoding="utf-8"?>
<propfind xmlns="DAV:"><allprop/></propfind>
',
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
