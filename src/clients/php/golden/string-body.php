<?php

$curl = curl_init('https://api.example.com/v1/notes');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: text/plain; charset=utf-8',
        'Authorization: Bearer <API_KEY>',
    ],
    CURLOPT_POSTFIELDS => 'Grüße, 世界! 🙂 שלום
line 2
	tabbed \'single\' "double" $HOME `cmd` \\ \\n #{x} ${x} ‮ end
',
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
