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
                "\\" + __import__(\\"os\\").system(\\"touch SENTINEL_PATH\\") + \\"",
                "{__import__(\\"os\\").system(\\"touch SENTINEL_PATH\\")}",
                "\\"\\"\\" + __import__(\\"os\\").system(\\"touch SENTINEL_PATH\\") + \\"\\"\\"",
                "' + __import__('os').system('touch SENTINEL_PATH') + '",
                "\\\\N{BULLET} %s %(x)s {0}"
              ],
              "keys": {
                "\\" + __import__(\\"os\\").system(\\"touch SENTINEL_PATH\\") + \\"": 0,
                "{__import__(\\"os\\").system(\\"touch SENTINEL_PATH\\")}": 1,
                "\\"\\"\\" + __import__(\\"os\\").system(\\"touch SENTINEL_PATH\\") + \\"\\"\\"": 2,
                "' + __import__('os').system('touch SENTINEL_PATH') + '": 3,
                "\\\\N{BULLET} %s %(x)s {0}": 4
              },
              "nested": {
                "deeper": [
                  {
                    "text": "\\" + __import__(\\"os\\").system(\\"touch SENTINEL_PATH\\") + \\" {__import__(\\"os\\").system(\\"touch SENTINEL_PATH\\")} \\"\\"\\" + __import__(\\"os\\").system(\\"touch SENTINEL_PATH\\") + \\"\\"\\" ' + __import__('os').system('touch SENTINEL_PATH') + ' \\\\N{BULLET} %s %(x)s {0}"
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads?value0=%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22&%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22=key0&value1=%7B__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%7D&%7B__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%7D=key1&value2=%22%22%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22%22%22&%22%22%22%20%2B%20__import__%28%22os%22%29.system%28%22touch%20SENTINEL_PATH%22%29%20%2B%20%22%22%22=key2&value3=%27%20%2B%20__import__%28%27os%27%29.system%28%27touch%20SENTINEL_PATH%27%29%20%2B%20%27&%27%20%2B%20__import__%28%27os%27%29.system%28%27touch%20SENTINEL_PATH%27%29%20%2B%20%27=key3&value4=%5CN%7BBULLET%7D%20%25s%20%25%28x%29s%20%7B0%7D&%5CN%7BBULLET%7D%20%25s%20%25%28x%29s%20%7B0%7D=key4"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer \" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"")
            .header("X-Payload-0", "\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"")
            .header("X-Payload-1", "{__import__(\"os\").system(\"touch SENTINEL_PATH\")}")
            .header("X-Payload-2", "\"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"")
            .header("X-Payload-3", "' + __import__('os').system('touch SENTINEL_PATH') + '")
            .header("X-Payload-4", "\\N{BULLET} %s %(x)s {0}")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
