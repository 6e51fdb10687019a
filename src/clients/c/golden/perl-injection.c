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
    headers = curl_slist_append(headers, "Authorization: Bearer @{[ system(\"touch SENTINEL_PATH\") ]}");
    headers = curl_slist_append(headers, "X-Payload-0: @{[ system(\"touch SENTINEL_PATH\") ]}");
    headers = curl_slist_append(headers, "X-Payload-1: ${\\ `touch SENTINEL_PATH` }");
    headers = curl_slist_append(headers, "X-Payload-2: $0 @ARGV $ENV{HOME} @INC");
    headers = curl_slist_append(headers, "X-Payload-3: \"; system(\"touch SENTINEL_PATH\"); \"");
    headers = curl_slist_append(headers, "X-Payload-4: '; system('touch SENTINEL_PATH'); '");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"@{[ system(\\\"touch SENTINEL_PATH\\\") ]}\",\n"
        "    \"${\\\\ `touch SENTINEL_PATH` }\",\n"
        "    \"$0 @ARGV $ENV{HOME} @INC\",\n"
        "    \"\\\"; system(\\\"touch SENTINEL_PATH\\\"); \\\"\",\n"
        "    \"'; system('touch SENTINEL_PATH'); '\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"@{[ system(\\\"touch SENTINEL_PATH\\\") ]}\": 0,\n"
        "    \"${\\\\ `touch SENTINEL_PATH` }\": 1,\n"
        "    \"$0 @ARGV $ENV{HOME} @INC\": 2,\n"
        "    \"\\\"; system(\\\"touch SENTINEL_PATH\\\"); \\\"\": 3,\n"
        "    \"'; system('touch SENTINEL_PATH'); '\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"@{[ system(\\\"touch SENTINEL_PATH\\\") ]} ${\\\\ `touch SENTINEL_PATH` } \\\"; system(\\\"touch SENTINEL_PATH\\\"); \\\"\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%40%7B%5B%20system%28%22touch%20SENTINEL_PATH%22%29%20%5D%7D&%40%7B%5B%20system%28%22touch%20SENTINEL_PATH%22%29%20%5D%7D=key0&value1=%24%7B%5C%20%60touch%20SENTINEL_PATH%60%20%7D&%24%7B%5C%20%60touch%20SENTINEL_PATH%60%20%7D=key1&value2=%240%20%40ARGV%20%24ENV%7BHOME%7D%20%40INC&%240%20%40ARGV%20%24ENV%7BHOME%7D%20%40INC=key2&value3=%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22&%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22=key3&value4=%27%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%27&%27%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%27=key4");
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
