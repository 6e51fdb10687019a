import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "values": [
                "${require(\\"fs\\").writeFileSync(\\"SENTINEL_PATH\\",\\"\\")}",
                "${(await import(\\"node:fs\\")).writeFileSync(\\"SENTINEL_PATH\\", \\"\\")}",
                "`${process.exit(3)}`",
                "\\"); import(\\"node:fs\\").then((fs) => fs.writeFileSync(\\"SENTINEL_PATH\\", \\"\\")); (\\"",
                "</script><script>alert(1)</script>"
              ],
              "keys": {
                "${require(\\"fs\\").writeFileSync(\\"SENTINEL_PATH\\",\\"\\")}": 0,
                "${(await import(\\"node:fs\\")).writeFileSync(\\"SENTINEL_PATH\\", \\"\\")}": 1,
                "`${process.exit(3)}`": 2,
                "\\"); import(\\"node:fs\\").then((fs) => fs.writeFileSync(\\"SENTINEL_PATH\\", \\"\\")); (\\"": 3,
                "</script><script>alert(1)</script>": 4
              },
              "nested": {
                "deeper": [
                  {
                    "text": "${require(\\"fs\\").writeFileSync(\\"SENTINEL_PATH\\",\\"\\")} ${(await import(\\"node:fs\\")).writeFileSync(\\"SENTINEL_PATH\\", \\"\\")} `${process.exit(3)}` \\"); import(\\"node:fs\\").then((fs) => fs.writeFileSync(\\"SENTINEL_PATH\\", \\"\\")); (\\" </script><script>alert(1)</script>"
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads?value0=%24%7Brequire%28%22fs%22%29.writeFileSync%28%22SENTINEL_PATH%22%2C%22%22%29%7D&%24%7Brequire%28%22fs%22%29.writeFileSync%28%22SENTINEL_PATH%22%2C%22%22%29%7D=key0&value1=%24%7B%28await%20import%28%22node%3Afs%22%29%29.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%7D&%24%7B%28await%20import%28%22node%3Afs%22%29%29.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%7D=key1&value2=%60%24%7Bprocess.exit%283%29%7D%60&%60%24%7Bprocess.exit%283%29%7D%60=key2&value3=%22%29%3B%20import%28%22node%3Afs%22%29.then%28%28fs%29%20%3D%3E%20fs.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%29%3B%20%28%22&%22%29%3B%20import%28%22node%3Afs%22%29.then%28%28fs%29%20%3D%3E%20fs.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%29%3B%20%28%22=key3&value4=%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E=key4"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer ${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}")
            .header("X-Payload-0", "${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}")
            .header("X-Payload-1", "${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}")
            .header("X-Payload-2", "`${process.exit(3)}`")
            .header("X-Payload-3", "\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"")
            .header("X-Payload-4", "</script><script>alert(1)</script>")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
