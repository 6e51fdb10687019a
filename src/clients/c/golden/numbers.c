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
        "  \"huge\": 1e+308,\n"
        "  \"tiny\": 5e-324,\n"
        "  \"big\": 12345678901234567000,\n"
        "  \"negative_tiny\": -1e-300,\n"
        "  \"zero\": 0,\n"
        "  \"negative\": -42,\n"
        "  \"pi\": 3.141592653589793,\n"
        "  \"e21\": 1e+21,\n"
        "  \"beyond_safe\": 9007199254740992,\n"
        "  \"small\": 1.5e-7,\n"
        "  \"list\": [\n"
        "    1e+308,\n"
        "    -1e+308,\n"
        "    5e-324\n"
        "  ]\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/numbers?huge=1e%2B308&tiny=5e-324&big=12345678901234567000&negative=-1e-300");
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
