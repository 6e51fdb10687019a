<?php

$curl = curl_init('https://api.example.com/v1/completions?stream=true');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer <API_KEY>',
        'Accept: text/event-stream',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "prompt": "Say \"it's\" $HOME `id`",
  "max_tokens": 16
}
JSON,
]);

curl_exec($curl);
