#include <curl/curl.h>
#include <stdio.h>

int main(void)
{
    FILE *file = fopen("data/it's \"my\" export $1.ndjson", "rb");
    if (!file) {
        perror("data/it's \"my\" export $1.ndjson");
        return 1;
    }
    fseek(file, 0, SEEK_END);
    curl_off_t size = ftell(file);
    rewind(file);

    CURL *curl = curl_easy_init();
    if (!curl)
        return 1;

    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, "Content-Type: application/octet-stream");
    headers = curl_slist_append(headers, "Authorization: Bearer <API_KEY>");
    /* Sends the file at once, without "Expect: 100-continue". */
    headers = curl_slist_append(headers, "Expect:");

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/imports?format=ndjson");
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, "POST");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    /* An upload: libcurl reads the body from the file as it sends it. */
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(curl, CURLOPT_READDATA, file);
    curl_easy_setopt(curl, CURLOPT_INFILESIZE_LARGE, size);

    CURLcode res = curl_easy_perform(curl);
    if (res != CURLE_OK)
        fprintf(stderr, "curl: %s\n", curl_easy_strerror(res));

    fclose(file);
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    return res == CURLE_OK ? 0 : 1;
}
