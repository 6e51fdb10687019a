<?php

// A field name repeats, which a CURLOPT_POSTFIELDS array cannot hold: the body is built here.
$boundary = bin2hex(random_bytes(16));
$field = fn (string $name, string $value): string =>
    "--$boundary\r\nContent-Disposition: form-data; name=\"$name\"\r\n\r\n$value\r\n";
$file = fn (string $name, string $path, string $filename, string $type): string =>
    "--$boundary\r\nContent-Disposition: form-data; name=\"$name\"; filename=\"$filename\"\r\n"
    . "Content-Type: $type\r\n\r\n" . file_get_contents($path) . "\r\n";
$body = $field('subject', 'Grüße "quoted" it\'s
second line
')
    . $field('at', '@receipt.pdf')
    . $field('lt', '<notes.txt')
    . $field('type', 'text;type=image/png;filename=x.png')
    . $field('payload', '$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}')
    . $field('count', '3')
    . $field('urgent', 'true')
    . $file('attachments[]', 'docs/notes v2.txt', 'notes v2.txt', 'text/plain; charset=utf-8')
    . $file('attachments[]', 'docs/report;final,v2.bin', 'report.bin', 'application/octet-stream')
    . $file('attachments[]', './binary.dat', 'binary.dat', 'application/octet-stream')
    . "--$boundary--\r\n";

$curl = curl_init('https://api.example.com/v1/messages');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'X-Api-Key: key_123',
        "Content-Type: multipart/form-data; boundary=$boundary",
    ],
    CURLOPT_POSTFIELDS => $body,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
