#include <curl/curl.h>
#include <stdio.h>

int main(void)
{
    CURL *curl = curl_easy_init();
    if (!curl)
        return 1;

    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, "X-Api-Key: key_123");

    curl_mime *form = curl_mime_init(curl);
    curl_mimepart *part = curl_mime_addpart(form);
    curl_mime_name(part, "subject");
    curl_mime_data(part, "Grüße \"quoted\" it's\r\nsecond line\r\n", CURL_ZERO_TERMINATED);

    part = curl_mime_addpart(form);
    curl_mime_name(part, "at");
    curl_mime_data(part, "@receipt.pdf", CURL_ZERO_TERMINATED);

    part = curl_mime_addpart(form);
    curl_mime_name(part, "lt");
    curl_mime_data(part, "<notes.txt", CURL_ZERO_TERMINATED);

    part = curl_mime_addpart(form);
    curl_mime_name(part, "type");
    curl_mime_data(part, "text;type=image/png;filename=x.png", CURL_ZERO_TERMINATED);

    part = curl_mime_addpart(form);
    curl_mime_name(part, "payload");
    curl_mime_data(part, "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}", CURL_ZERO_TERMINATED);

    part = curl_mime_addpart(form);
    curl_mime_name(part, "count");
    curl_mime_data(part, "3", CURL_ZERO_TERMINATED);

    part = curl_mime_addpart(form);
    curl_mime_name(part, "urgent");
    curl_mime_data(part, "true", CURL_ZERO_TERMINATED);

    part = curl_mime_addpart(form);
    curl_mime_name(part, "attachments[]");
    curl_mime_filedata(part, "docs/notes v2.txt");
    curl_mime_type(part, "text/plain; charset=utf-8");

    part = curl_mime_addpart(form);
    curl_mime_name(part, "attachments[]");
    curl_mime_filedata(part, "docs/report;final,v2.bin");
    curl_mime_filename(part, "report.bin");
    curl_mime_type(part, "application/octet-stream");

    part = curl_mime_addpart(form);
    curl_mime_name(part, "attachments[]");
    curl_mime_filedata(part, "./binary.dat");
    curl_mime_type(part, "application/octet-stream");

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/messages");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_MIMEPOST, form);

    CURLcode res = curl_easy_perform(curl);
    if (res != CURLE_OK)
        fprintf(stderr, "curl: %s\n", curl_easy_strerror(res));

    curl_mime_free(form);
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    return res == CURLE_OK ? 0 : 1;
}
