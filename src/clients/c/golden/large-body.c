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
    headers = curl_slist_append(headers, "Authorization: Bearer <API_KEY>");

    const char *body =
        "{\n"
        "  \"email\": \"jenny@example.com\",\n"
        "  \"metadata\": {\n"
        "    \"key_01\": \"value number 1 with some padding text\",\n"
        "    \"key_02\": \"value number 2 with some padding text\",\n"
        "    \"key_03\": \"value number 3 with some padding text\",\n"
        "    \"key_04\": \"value number 4 with some padding text\",\n"
        "    \"key_05\": \"value number 5 with some padding text\",\n"
        "    \"key_06\": \"value number 6 with some padding text\",\n"
        "    \"key_07\": \"value number 7 with some padding text\",\n"
        "    \"key_08\": \"value number 8 with some padding text\",\n"
        "    \"key_09\": \"value number 9 with some padding text\",\n"
        "    \"key_10\": \"value number 10 with some padding text\",\n"
        "    \"key_11\": \"value number 11 with some padding text\",\n"
        "    \"key_12\": \"value number 12 with some padding text\",\n"
        "    \"key_13\": \"value number 13 with some padding text\",\n"
        "    \"key_14\": \"value number 14 with some padding text\",\n"
        "    \"key_15\": \"value number 15 with some padding text\",\n"
        "    \"key_16\": \"value number 16 with some padding text\",\n"
        "    \"key_17\": \"value number 17 with some padding text\",\n"
        "    \"key_18\": \"value number 18 with some padding text\",\n"
        "    \"key_19\": \"value number 19 with some padding text\",\n"
        "    \"key_20\": \"value number 20 with some padding text\",\n"
        "    \"key_21\": \"value number 21 with some padding text\",\n"
        "    \"key_22\": \"value number 22 with some padding text\",\n"
        "    \"key_23\": \"value number 23 with some padding text\",\n"
        "    \"key_24\": \"value number 24 with some padding text\",\n"
        "    \"key_25\": \"value number 25 with some padding text\",\n"
        "    \"key_26\": \"value number 26 with some padding text\",\n"
        "    \"key_27\": \"value number 27 with some padding text\",\n"
        "    \"key_28\": \"value number 28 with some padding text\",\n"
        "    \"key_29\": \"value number 29 with some padding text\",\n"
        "    \"key_30\": \"value number 30 with some padding text\",\n"
        "    \"key_31\": \"value number 31 with some padding text\",\n"
        "    \"key_32\": \"value number 32 with some padding text\",\n"
        "    \"key_33\": \"value number 33 with some padding text\",\n"
        "    \"key_34\": \"value number 34 with some padding text\",\n"
        "    \"key_35\": \"value number 35 with some padding text\",\n"
        "    \"key_36\": \"value number 36 with some padding text\",\n"
        "    \"key_37\": \"value number 37 with some padding text\",\n"
        "    \"key_38\": \"value number 38 with some padding text\",\n"
        "    \"key_39\": \"value number 39 with some padding text\",\n"
        "    \"key_40\": \"value number 40 with some padding text\",\n"
        "    \"key_41\": \"value number 41 with some padding text\",\n"
        "    \"key_42\": \"value number 42 with some padding text\",\n"
        "    \"key_43\": \"value number 43 with some padding text\",\n"
        "    \"key_44\": \"value number 44 with some padding text\",\n"
        "    \"key_45\": \"value number 45 with some padding text\",\n"
        "    \"key_46\": \"value number 46 with some padding text\",\n"
        "    \"key_47\": \"value number 47 with some padding text\",\n"
        "    \"key_48\": \"value number 48 with some padding text\",\n"
        "    \"key_49\": \"value number 49 with some padding text\",\n"
        "    \"key_50\": \"value number 50 with some padding text\"\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/customers");
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
