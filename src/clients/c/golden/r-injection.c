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
    headers = curl_slist_append(headers, "Authorization: Bearer \"); system(\"touch SENTINEL_PATH\"); (\"");
    headers = curl_slist_append(headers, "X-Payload-0: \"); system(\"touch SENTINEL_PATH\"); (\"");
    headers = curl_slist_append(headers, "X-Payload-1: '); system('touch SENTINEL_PATH'); ('");
    headers = curl_slist_append(headers, "X-Payload-2: )\"; system(\"touch SENTINEL_PATH\"); r\"(");
    headers = curl_slist_append(headers, "X-Payload-3: \\\"); system('touch SENTINEL_PATH'); ('\\\"");
    headers = curl_slist_append(headers, "X-Payload-4: \\u{22}); system(\\u{22}touch SENTINEL_PATH\\u{22})");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"\\\"); system(\\\"touch SENTINEL_PATH\\\"); (\\\"\",\n"
        "    \"'); system('touch SENTINEL_PATH'); ('\",\n"
        "    \")\\\"; system(\\\"touch SENTINEL_PATH\\\"); r\\\"(\",\n"
        "    \"\\\\\\\"); system('touch SENTINEL_PATH'); ('\\\\\\\"\",\n"
        "    \"\\\\u{22}); system(\\\\u{22}touch SENTINEL_PATH\\\\u{22})\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"\\\"); system(\\\"touch SENTINEL_PATH\\\"); (\\\"\": 0,\n"
        "    \"'); system('touch SENTINEL_PATH'); ('\": 1,\n"
        "    \")\\\"; system(\\\"touch SENTINEL_PATH\\\"); r\\\"(\": 2,\n"
        "    \"\\\\\\\"); system('touch SENTINEL_PATH'); ('\\\\\\\"\": 3,\n"
        "    \"\\\\u{22}); system(\\\\u{22}touch SENTINEL_PATH\\\\u{22})\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"\\\"); system(\\\"touch SENTINEL_PATH\\\"); (\\\" '); system('touch SENTINEL_PATH'); (' )\\\"; system(\\\"touch SENTINEL_PATH\\\"); r\\\"( \\\\\\\"); system('touch SENTINEL_PATH'); ('\\\\\\\" \\\\u{22}); system(\\\\u{22}touch SENTINEL_PATH\\\\u{22})\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%22%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%28%22&%22%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%28%22=key0&value1=%27%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27&%27%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27=key1&value2=%29%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20r%22%28&%29%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20r%22%28=key2&value3=%5C%22%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27%5C%22&%5C%22%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27%5C%22=key3&value4=%5Cu%7B22%7D%29%3B%20system%28%5Cu%7B22%7Dtouch%20SENTINEL_PATH%5Cu%7B22%7D%29&%5Cu%7B22%7D%29%3B%20system%28%5Cu%7B22%7Dtouch%20SENTINEL_PATH%5Cu%7B22%7D%29=key4");
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
