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
        "  \"level1\": {\n"
        "    \"level2\": {\n"
        "      \"level3\": {\n"
        "        \"level4\": {\n"
        "          \"level5\": {\n"
        "            \"level6\": [\n"
        "              \"deep\",\n"
        "              {\n"
        "                \"deepest\": true\n"
        "              }\n"
        "            ]\n"
        "          }\n"
        "        }\n"
        "      }\n"
        "    }\n"
        "  },\n"
        "  \"items\": [\n"
        "    {\n"
        "      \"id\": 1,\n"
        "      \"tags\": [\n"
        "        \"a\",\n"
        "        \"b\"\n"
        "      ]\n"
        "    },\n"
        "    {\n"
        "      \"id\": 2,\n"
        "      \"tags\": []\n"
        "    }\n"
        "  ],\n"
        "  \"matrix\": [\n"
        "    [\n"
        "      1,\n"
        "      2\n"
        "    ],\n"
        "    [\n"
        "      3,\n"
        "      [\n"
        "        4,\n"
        "        [\n"
        "          5\n"
        "        ]\n"
        "      ]\n"
        "    ]\n"
        "  ]\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/nested?filter%5Bstatus%5D=open&filter%5Bcreated%5D%5Bgte%5D=1&filter%5Bcreated%5D%5Blte%5D=2&items%5B0%5D%5Bid%5D=1&items%5B0%5D%5Bqty%5D=2&items%5B1%5D%5Bid%5D=3&items%5B1%5D%5Btags%5D=x&items%5B1%5D%5Btags%5D=y&matrix%5B0%5D=1&matrix%5B0%5D=2&matrix%5B1%5D=3&tags=a&tags=b");
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
