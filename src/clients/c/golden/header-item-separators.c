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
    headers = curl_slist_append(headers, "Authorization: Bearer =sk_test:@token");
    headers = curl_slist_append(headers, "X-Equals: =value");
    headers = curl_slist_append(headers, "X-At: @file.txt");
    headers = curl_slist_append(headers, "X-Colon: :=json");
    headers = curl_slist_append(headers, "X-Semicolon: ;type=text/plain");
    headers = curl_slist_append(headers, "X-Even-Backslashes: a\\\\=b\\\\\\\\:c");
    headers = curl_slist_append(headers, "X-Trailing-Backslash: ends with \\");
    headers = curl_slist_append(headers, "X-Backslash-Letter: C:\\temp\\new");
    headers = curl_slist_append(headers, "-X-Leading-Dash: --raw=value");

    const char *body =
        "{\n"
        "  \"field:=\": \"value==\",\n"
        "  \"@\": \"=@\"\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By");
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
