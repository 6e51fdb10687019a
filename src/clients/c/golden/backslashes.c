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
    headers = curl_slist_append(headers, "Authorization: Bearer a\\b\\\\c\\");
    headers = curl_slist_append(headers, "X-Backslash: \\ \\\\ \\\" \\' \\n \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`");

    const char *body =
        "{\n"
        "  \"one\": \"\\\\\",\n"
        "  \"two\": \"\\\\\\\\\",\n"
        "  \"path\": \"C:\\\\Users\\\\new\\\\table\",\n"
        "  \"escapes\": \"\\\\n \\\\r \\\\t \\\\u0041 \\\\x41 \\\\101 \\\\0 \\\\e \\\\a\",\n"
        "  \"before_quotes\": \"\\\\' \\\\\\\"\",\n"
        "  \"before_sigils\": \"\\\\#{x} \\\\${x} \\\\$(touch SENTINEL_PATH) \\\\`touch SENTINEL_PATH\\\\`\",\n"
        "  \"trailing\": \"end\\\\\",\n"
        "  \"key\\\\\": \"\\\\key\"\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C");
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
