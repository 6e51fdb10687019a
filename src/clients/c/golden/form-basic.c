#include <curl/curl.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    CURL *curl = curl_easy_init();
    if (!curl)
        return 1;

    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, "Content-Type: application/x-www-form-urlencoded");
    headers = curl_slist_append(headers, "Authorization: Bearer <API_KEY>");

    /* The form's fields in order, percent-encoded (curl_easy_escape encodes a value so). */
    const char *body =
        "email=jenny.rosen%40example.com"
        "&name=Jenny%20Rosen"
        "&metadata[order_id]=6735"
        "&expand=default_source"
        "&expand=invoice_settings.default_payment_method"
        "&balance=-500"
        "&tax_exempt=false"
        "&phone=";

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
