<?php

$curl = curl_init('https://api.example.com/v1/payloads?value0=%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22&%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22=key0&value1=%7BSystem.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%7D&%7BSystem.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%7D=key1&value2=%22%29%3B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%28%29%3B%20%2F%2F&%22%29%3B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%28%29%3B%20%2F%2F=key2&value3=%22%22%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22%22%22&%22%22%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22%22%22=key3&value4=%5Cu0022%20%5Cx22%20%5CU00000022%20%22%22%20%7B0%7D%20%7B%7Bx%7D%7D%20%25s%20%5C&%5Cu0022%20%5Cx22%20%5CU00000022%20%22%22%20%7B0%7D%20%7B%7Bx%7D%7D%20%25s%20%5C=key4');
curl_setopt_array($curl, [
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/json',
        'Authorization: Bearer " + System.Diagnostics.Process.Start("touch", "SENTINEL_PATH").WaitForExit(10000) + "',
        'X-Payload-0: " + System.Diagnostics.Process.Start("touch", "SENTINEL_PATH").WaitForExit(10000) + "',
        'X-Payload-1: {System.Diagnostics.Process.Start("touch", "SENTINEL_PATH").WaitForExit(10000)}',
        'X-Payload-2: "); System.Diagnostics.Process.Start("touch", "SENTINEL_PATH").WaitForExit(); //',
        'X-Payload-3: """ + System.Diagnostics.Process.Start("touch", "SENTINEL_PATH").WaitForExit(10000) + """',
        'X-Payload-4: \\u0022 \\x22 \\U00000022 "" {0} {{x}} %s \\',
    ],
    CURLOPT_POSTFIELDS => <<<'JSON'
{
  "values": [
    "\" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"",
    "{System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000)}",
    "\"); System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(); //",
    "\"\"\" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"\"\"",
    "\\u0022 \\x22 \\U00000022 \"\" {0} {{x}} %s \\"
  ],
  "keys": {
    "\" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"": 0,
    "{System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000)}": 1,
    "\"); System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(); //": 2,
    "\"\"\" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"\"\"": 3,
    "\\u0022 \\x22 \\U00000022 \"\" {0} {{x}} %s \\": 4
  },
  "nested": {
    "deeper": [
      {
        "text": "\" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \" {System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000)} \"); System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(); // \"\"\" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"\"\" \\u0022 \\x22 \\U00000022 \"\" {0} {{x}} %s \\"
      }
    ]
  }
}
JSON,
    CURLOPT_RETURNTRANSFER => true,
]);

echo curl_exec($curl);
