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
                "\\"); { extern int system(const char *); system(\\"touch SENTINEL_PATH\\"); } puts(\\"",
                "\\"); { extern int system(const char *); system(\\"touch SENTINEL_PATH\\"); } //",
                "??/\\"); { extern int system(const char *); system(??/\\"touch SENTINEL_PATH??/\\"); } //",
                "\\\\x22\\\\042\\\\u0022 %s%n ??/\\\\",
                "*/ system(\\"touch SENTINEL_PATH\\"); /* ??= ??( ??) ??< ??> ??! ??' ??- ??? ??/"
              ],
              "keys": {
                "\\"); { extern int system(const char *); system(\\"touch SENTINEL_PATH\\"); } puts(\\"": 0,
                "\\"); { extern int system(const char *); system(\\"touch SENTINEL_PATH\\"); } //": 1,
                "??/\\"); { extern int system(const char *); system(??/\\"touch SENTINEL_PATH??/\\"); } //": 2,
                "\\\\x22\\\\042\\\\u0022 %s%n ??/\\\\": 3,
                "*/ system(\\"touch SENTINEL_PATH\\"); /* ??= ??( ??) ??< ??> ??! ??' ??- ??? ??/": 4
              },
              "nested": {
                "deeper": [
                  {
                    "text": "\\"); { extern int system(const char *); system(\\"touch SENTINEL_PATH\\"); } puts(\\" \\"); { extern int system(const char *); system(\\"touch SENTINEL_PATH\\"); } // ??/\\"); { extern int system(const char *); system(??/\\"touch SENTINEL_PATH??/\\"); } // \\\\x22\\\\042\\\\u0022 %s%n ??/\\\\ */ system(\\"touch SENTINEL_PATH\\"); /* ??= ??( ??) ??< ??> ??! ??' ??- ??? ??/ \\\\\\nspliced \\u001bab12 \\u00017 \\u0085\\u009B0 \u00E9\u0301 %s%n ?\\u200F? end??/"
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads?value0=%22%29%3B%20%7B%20extern%20int%20system%28const%20char%20%2A%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%7D%20puts%28%22&%22%29%3B%20%7B%20extern%20int%20system%28const%20char%20%2A%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%7D%20puts%28%22=key0&value1=%22%29%3B%20%7B%20extern%20int%20system%28const%20char%20%2A%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%7D%20%2F%2F&%22%29%3B%20%7B%20extern%20int%20system%28const%20char%20%2A%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%7D%20%2F%2F=key1&value2=%3F%3F%2F%22%29%3B%20%7B%20extern%20int%20system%28const%20char%20%2A%29%3B%20system%28%3F%3F%2F%22touch%20SENTINEL_PATH%3F%3F%2F%22%29%3B%20%7D%20%2F%2F&%3F%3F%2F%22%29%3B%20%7B%20extern%20int%20system%28const%20char%20%2A%29%3B%20system%28%3F%3F%2F%22touch%20SENTINEL_PATH%3F%3F%2F%22%29%3B%20%7D%20%2F%2F=key2&value3=%5Cx22%5C042%5Cu0022%20%25s%25n%20%3F%3F%2F%5C&%5Cx22%5C042%5Cu0022%20%25s%25n%20%3F%3F%2F%5C=key3&value4=%2A%2F%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%2F%2A%20%3F%3F%3D%20%3F%3F%28%20%3F%3F%29%20%3F%3F%3C%20%3F%3F%3E%20%3F%3F%21%20%3F%3F%27%20%3F%3F-%20%3F%3F%3F%20%3F%3F%2F&%2A%2F%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%2F%2A%20%3F%3F%3D%20%3F%3F%28%20%3F%3F%29%20%3F%3F%3C%20%3F%3F%3E%20%3F%3F%21%20%3F%3F%27%20%3F%3F-%20%3F%3F%3F%20%3F%3F%2F=key4"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer \"); { extern int system(const char *); system(\"touch SENTINEL_PATH\"); } puts(\"")
            .header("X-Payload-0", "\"); { extern int system(const char *); system(\"touch SENTINEL_PATH\"); } puts(\"")
            .header("X-Payload-1", "\"); { extern int system(const char *); system(\"touch SENTINEL_PATH\"); } //")
            .header("X-Payload-2", "??/\"); { extern int system(const char *); system(??/\"touch SENTINEL_PATH??/\"); } //")
            .header("X-Payload-3", "\\x22\\042\\u0022 %s%n ??/\\")
            .header("X-Payload-4", "*/ system(\"touch SENTINEL_PATH\"); /* ??= ??( ??) ??< ??> ??! ??' ??- ??? ??/")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
