#include <curl/curl.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    CURL *curl = curl_easy_init();
    if (!curl)
        return 1;

    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, "Content-Type: text/plain");

    const char *body =
        "$(touch SENTINEL_PATH)\n"
        "`touch SENTINEL_PATH`\n"
        "'; touch SENTINEL_PATH; '\n"
        "\"; touch SENTINEL_PATH; \"\n"
        "$HOME ${HOME} $0 $$ !! ~ *\n"
        "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\n"
        "#{system(\"touch SENTINEL_PATH\")}\n"
        "#{`touch SENTINEL_PATH`}\n"
        "#@ivar #@@cvar #$0 #$PROGRAM_NAME\n"
        "%x(touch SENTINEL_PATH)\n"
        "\"; system(\"touch SENTINEL_PATH\"); \"\n"
        "${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}\n"
        "${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}\n"
        "`${process.exit(3)}`\n"
        "\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"\n"
        "</script><script>alert(1)</script>\n"
        "\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\n"
        "{__import__(\"os\").system(\"touch SENTINEL_PATH\")}\n"
        "\"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"\n"
        "' + __import__('os').system('touch SENTINEL_PATH') + '\n"
        "\\N{BULLET} %s %(x)s {0}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/raw");
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
