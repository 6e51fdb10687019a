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
        "  \"newline\": \"line 1\\nline 2\",\n"
        "  \"cr\": \"a\\rb\",\n"
        "  \"crlf\": \"a\\r\\nb\",\n"
        "  \"tab\": \"a\\tb\",\n"
        "  \"nul\": \"a\\u0000b\",\n"
        "  \"bell\": \"\\u0007\",\n"
        "  \"backspace\": \"a\\bb\",\n"
        "  \"vtab_ff\": \"\\u000b\\f\",\n"
        "  \"escape\": \"\\u001b[31mred\\u001b[0m\",\n"
        "  \"del\": \"\\u007F\",\n"
        "  \"c1\": \"\\u0080\\u0085\\u009B\\u009F\",\n"
        "  \"bom\": \"\\uFEFFstart\",\n"
        "  \"key\\nwith\\tcontrols\\r\": \"\\u0001\\u001f\"\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/controls?newline=a%0Ab&crlf=a%0D%0Ab&tab%09key=x%09y&nul=a%00b&esc=%1B%5B31mred%1B%5B0m&c1=%C2%85%C2%9B");
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
