<?php

$curl = curl_init('https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer =sk_test:@token',
        'X-Equals: =value',
        'X-At: @file.txt',
        'X-Colon: :=json',
        'X-Semicolon: ;type=text/plain',
        'X-Even-Backslashes: a\\\\=b\\\\\\\\:c',
        'X-Trailing-Backslash: ends with \\',
        'X-Backslash-Letter: C:\\temp\\new',
        '-X-Leading-Dash: --raw=value',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "field:=": "value==",
  "@": "=@"
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
