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
        "  \"hebrew\": \"שלום עולם\",\n"
        "  \"arabic\": \"مرحبا بالعالم\",\n"
        "  \"mixed\": \"abc שלום 123 مرحبا\",\n"
        "  \"מפתח\": \"ערך\",\n"
        "  \"controls\": \"\\u202A\\u202B\\u202C\\u202D\\u202E\\u2066\\u2067\\u2068\\u2069\\u200E\\u200F\\u061C\",\n"
        "  \"trojan\": \"user\\u202E \\u2066// admin\\u2069 \\u2066\",\n"
        "  \"key\\u202E\": \"\\u2067rtl\\u2069\"\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/rtl?hebrew=%D7%A9%D7%9C%D7%95%D7%9D%20%D7%A2%D7%95%D7%9C%D7%9D&arabic=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20%D8%A8%D8%A7%D9%84%D8%B9%D8%A7%D9%84%D9%85&%D9%85%D9%81%D8%AA%D8%A7%D8%AD=%D7%A2%D7%A8%D7%9A&bidi=a%E2%80%AEb%E2%80%ACc");
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
