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

    const char *body =
        "{\n"
        "  \"face\": \"😀\",\n"
        "  \"family\": \"👨‍👩‍👧‍👦\",\n"
        "  \"rainbow_flag\": \"🏳️‍🌈\",\n"
        "  \"flag\": \"🇺🇸\",\n"
        "  \"thumbs\": \"👍🏽\",\n"
        "  \"keycap\": \"1️⃣\",\n"
        "  \"music\": \"𝄞\",\n"
        "  \"cjk\": \"漢字かなカナ\",\n"
        "  \"🔑\": [\n"
        "    \"🙂\",\n"
        "    \"👩🏾‍💻\"\n"
        "  ]\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/emoji?face=%F0%9F%98%80&family=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6&%F0%9F%94%91=%F0%9F%97%9D%EF%B8%8F");
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
