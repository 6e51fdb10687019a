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
    headers = curl_slist_append(headers, "Authorization: Bearer ${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}");
    headers = curl_slist_append(headers, "X-Payload-0: ${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}");
    headers = curl_slist_append(headers, "X-Payload-1: ${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}");
    headers = curl_slist_append(headers, "X-Payload-2: `${process.exit(3)}`");
    headers = curl_slist_append(headers, "X-Payload-3: \"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"");
    headers = curl_slist_append(headers, "X-Payload-4: </script><script>alert(1)</script>");

    const char *body =
        "{\n"
        "  \"values\": [\n"
        "    \"${require(\\\"fs\\\").writeFileSync(\\\"SENTINEL_PATH\\\",\\\"\\\")}\",\n"
        "    \"${(await import(\\\"node:fs\\\")).writeFileSync(\\\"SENTINEL_PATH\\\", \\\"\\\")}\",\n"
        "    \"`${process.exit(3)}`\",\n"
        "    \"\\\"); import(\\\"node:fs\\\").then((fs) => fs.writeFileSync(\\\"SENTINEL_PATH\\\", \\\"\\\")); (\\\"\",\n"
        "    \"</script><script>alert(1)</script>\"\n"
        "  ],\n"
        "  \"keys\": {\n"
        "    \"${require(\\\"fs\\\").writeFileSync(\\\"SENTINEL_PATH\\\",\\\"\\\")}\": 0,\n"
        "    \"${(await import(\\\"node:fs\\\")).writeFileSync(\\\"SENTINEL_PATH\\\", \\\"\\\")}\": 1,\n"
        "    \"`${process.exit(3)}`\": 2,\n"
        "    \"\\\"); import(\\\"node:fs\\\").then((fs) => fs.writeFileSync(\\\"SENTINEL_PATH\\\", \\\"\\\")); (\\\"\": 3,\n"
        "    \"</script><script>alert(1)</script>\": 4\n"
        "  },\n"
        "  \"nested\": {\n"
        "    \"deeper\": [\n"
        "      {\n"
        "        \"text\": \"${require(\\\"fs\\\").writeFileSync(\\\"SENTINEL_PATH\\\",\\\"\\\")} ${(await import(\\\"node:fs\\\")).writeFileSync(\\\"SENTINEL_PATH\\\", \\\"\\\")} `${process.exit(3)}` \\\"); import(\\\"node:fs\\\").then((fs) => fs.writeFileSync(\\\"SENTINEL_PATH\\\", \\\"\\\")); (\\\" </script><script>alert(1)</script>\"\n"
        "      }\n"
        "    ]\n"
        "  }\n"
        "}";

    curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/payloads?value0=%24%7Brequire%28%22fs%22%29.writeFileSync%28%22SENTINEL_PATH%22%2C%22%22%29%7D&%24%7Brequire%28%22fs%22%29.writeFileSync%28%22SENTINEL_PATH%22%2C%22%22%29%7D=key0&value1=%24%7B%28await%20import%28%22node%3Afs%22%29%29.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%7D&%24%7B%28await%20import%28%22node%3Afs%22%29%29.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%7D=key1&value2=%60%24%7Bprocess.exit%283%29%7D%60&%60%24%7Bprocess.exit%283%29%7D%60=key2&value3=%22%29%3B%20import%28%22node%3Afs%22%29.then%28%28fs%29%20%3D%3E%20fs.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%29%3B%20%28%22&%22%29%3B%20import%28%22node%3Afs%22%29.then%28%28fs%29%20%3D%3E%20fs.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%29%3B%20%28%22=key3&value4=%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E=key4");
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
