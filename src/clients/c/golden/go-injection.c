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
    headers = curl_slist_append(headers, "Authorization: Bearer \"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"");
    headers = curl_slist_append(headers, "X-Payload-0: \"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"");
    headers = curl_slist_append(headers, "X-Payload-1: \"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //");
    headers = curl_slist_append(headers, "X-Payload-2: \\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //");
    headers = curl_slist_append(headers, "X-Payload-3: ` + func() string { os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); return \"\" }() + `");
    headers = curl_slist_append(headers, "X-Payload-4: `); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"\\\"); os.WriteFile(\\\"SENTINEL_PATH\\\", nil, 0o644); fmt.Println(\\\"\",\n"
        "    \"\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //\",\n"
        "    \"\\\\\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //\",\n"
        "    \"` + func() string { os.WriteFile(\\\"SENTINEL_PATH\\\", nil, 0o644); return \\\"\\\" }() + `\",\n"
        "    \"`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"\\\"); os.WriteFile(\\\"SENTINEL_PATH\\\", nil, 0o644); fmt.Println(\\\"\": 0,\n"
        "    \"\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //\": 1,\n"
        "    \"\\\\\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //\": 2,\n"
        "    \"` + func() string { os.WriteFile(\\\"SENTINEL_PATH\\\", nil, 0o644); return \\\"\\\" }() + `\": 3,\n"
        "    \"`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"\\\"); os.WriteFile(\\\"SENTINEL_PATH\\\", nil, 0o644); fmt.Println(\\\" \\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \\\\\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // ` + func() string { os.WriteFile(\\\"SENTINEL_PATH\\\", nil, 0o644); return \\\"\\\" }() + ` `); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \\r\\n \\uFEFF \\u202E end` \\\\\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22&%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22=key0&value1=%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key1&value2=%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key2&value3=%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60&%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60=key3&value4=%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key4");
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
