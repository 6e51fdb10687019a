#include <curl/curl.h>
#include <stdio.h>

int main(void)
{
    CURL *curl = curl_easy_init();
    if (!curl)
        return 1;

    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, "Content-Type: application/json");
    headers = curl_slist_append(headers, "Authorization: Bearer <API_KEY>");

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);

    /* A stream: standard output unbuffered, so each part is printed as it arrives. */
    setvbuf(stdout, NULL, _IONBF, 0);

    CURLcode res = curl_easy_perform(curl);
    if (res != CURLE_OK)
        fprintf(stderr, "curl: %s\n", curl_easy_strerror(res));

    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    return res == CURLE_OK ? 0 : 1;
}
