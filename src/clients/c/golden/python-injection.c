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
    headers = curl_slist_append(headers, "Authorization: Bearer \" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"");
    headers = curl_slist_append(headers, "X-Payload-0: \" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"");
    headers = curl_slist_append(headers, "X-Payload-1: {__import__(\"os\").system(\"touch SENTINEL_PATH\")}");
    headers = curl_slist_append(headers, "X-Payload-2: \"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"");
    headers = curl_slist_append(headers, "X-Payload-3: ' + __import__('os').system('touch SENTINEL_PATH') + '");
    headers = curl_slist_append(headers, "X-Payload-4: \\N{BULLET} %s %(x)s {0}");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"\\\" + __import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\") + \\\"\",\n"
        "    \"{__import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\")}\",\n"
        "    \"\\\"\\\"\\\" + __import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\") + \\\"\\\"\\\"\",\n"
        "    \"' + __import__('os').system('touch SENTINEL_PATH') + '\",\n"
        "    \"\\\\N{BULLET} %s %(x)s {0}\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"\\\" + __import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\") + \\\"\": 0,\n"
        "    \"{__import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\")}\": 1,\n"
        "    \"\\\"\\\"\\\" + __import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\") + \\\"\\\"\\\"\": 2,\n"
        "    \"' + __import__('os').system('touch SENTINEL_PATH') + '\": 3,\n"
        "    \"\\\\N{BULLET} %s %(x)s {0}\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"\\\" + __import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\") + \\\" {__import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\")} \\\"\\\"\\\" + __import__(\\\"os\\\").system(\\\"touch SENTINEL_PATH\\\") + \\\"\\\"\\\" ' + __import__('os').system('touch SENTINEL_PATH') + ' \\\\N{BULLET} %s %(x)s {0}\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22&%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22=key0&value1=%7B__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%7D&%7B__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%7D=key1&value2=%22%22%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22%22%22&%22%22%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22%22%22=key2&value3=%27%20%2B%20__import__%28%27os%27%29.system%28%27touch%20SENTINEL_PATH%27%29%20%2B%20%27&%27%20%2B%20__import__%28%27os%27%29.system%28%27touch%20SENTINEL_PATH%27%29%20%2B%20%27=key3&value4=%5CN%7BBULLET%7D%20%25s%20%25%28x%29s%20%7B0%7D&%5CN%7BBULLET%7D%20%25s%20%25%28x%29s%20%7B0%7D=key4");
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
