import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "one": "\\\\",
              "two": "\\\\\\\\",
              "path": "C:\\\\Users\\\\new\\\\table",
              "escapes": "\\\\n \\\\r \\\\t \\\\u0041 \\\\x41 \\\\101 \\\\0 \\\\e \\\\a",
              "before_quotes": "\\\\' \\\\\\"",
              "before_sigils": "\\\\#{x} \\\\${x} \\\\$(touch SENTINEL_PATH) \\\\`touch SENTINEL_PATH\\\\`",
              "trailing": "end\\\\",
              "key\\\\": "\\\\key"
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer a\\b\\\\c\\")
            .header("X-Backslash", "\\ \\\\ \\\" \\' \\n \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
