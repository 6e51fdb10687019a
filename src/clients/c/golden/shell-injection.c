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
    headers = curl_slist_append(headers, "Authorization: Bearer $(touch SENTINEL_PATH) `touch SENTINEL_PATH` '; touch SENTINEL_PATH; '");
    headers = curl_slist_append(headers, "X-Payload-0: $(touch SENTINEL_PATH)");
    headers = curl_slist_append(headers, "X-Payload-1: `touch SENTINEL_PATH`");
    headers = curl_slist_append(headers, "X-Payload-2: '; touch SENTINEL_PATH; '");
    headers = curl_slist_append(headers, "X-Payload-3: \"; touch SENTINEL_PATH; \"");
    headers = curl_slist_append(headers, "X-Payload-4: $HOME ${HOME} $0 $$ !! ~ *");
    headers = curl_slist_append(headers, "X-Payload-5: | touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"$(touch SENTINEL_PATH)\",\n"
        "    \"`touch SENTINEL_PATH`\",\n"
        "    \"'; touch SENTINEL_PATH; '\",\n"
        "    \"\\\"; touch SENTINEL_PATH; \\\"\",\n"
        "    \"$HOME ${HOME} $0 $$ !! ~ *\",\n"
        "    \"| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"$(touch SENTINEL_PATH)\": 0,\n"
        "    \"`touch SENTINEL_PATH`\": 1,\n"
        "    \"'; touch SENTINEL_PATH; '\": 2,\n"
        "    \"\\\"; touch SENTINEL_PATH; \\\"\": 3,\n"
        "    \"$HOME ${HOME} $0 $$ !! ~ *\": 4,\n"
        "    \"| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\": 5\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"$(touch SENTINEL_PATH) `touch SENTINEL_PATH` '; touch SENTINEL_PATH; ' \\\"; touch SENTINEL_PATH; \\\" $HOME ${HOME} $0 $$ !! ~ * | touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads/$(touch$IFSSENTINEL_PATH)/'$(touch$IFSSENTINEL_PATH)'?value0=%24%28touch%20SENTINEL_PATH%29&%24%28touch%20SENTINEL_PATH%29=key0&value1=%60touch%20SENTINEL_PATH%60&%60touch%20SENTINEL_PATH%60=key1&value2=%27%3B%20touch%20SENTINEL_PATH%3B%20%27&%27%3B%20touch%20SENTINEL_PATH%3B%20%27=key2&value3=%22%3B%20touch%20SENTINEL_PATH%3B%20%22&%22%3B%20touch%20SENTINEL_PATH%3B%20%22=key3&value4=%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A&%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A=key4&value5=%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH&%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH=key5");
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
