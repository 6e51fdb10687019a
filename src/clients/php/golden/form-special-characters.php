<?php

// [name, value] pairs: a name repeats, and http_build_query would number a list (name[0]=…).
$form = [
    ['plus+and&amp=eq', '1 + 1 = 2 & 50% off #tag ?q'],
    ['quotes', 'it\'s "quoted" `tick` \\ back'],
    ['unicode ключ', 'Grüße, 世界! 🙂 שלום'],
    ['lines', 'line 1
line 2
	tabbed'],
    ['payloads', '$(touch SENTINEL_PATH) ${HOME} #{`touch SENTINEL_PATH`} {{x}} %s'],
    ['empty', ''],
    ['bracket[nested][deep]', 'x'],
    ['bracket[nested][deep]', 'y'],
];

$curl = curl_init('https://api.example.com/v1/settings?mode=a%20b%2Bc');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => 'PUT',
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/x-www-form-urlencoded',
    ],
    CURLOPT_POSTFIELDS => implode('&', array_map(
        fn (array $field): string => urlencode($field[0]) . '=' . urlencode($field[1]),
        $form,
    )),
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
