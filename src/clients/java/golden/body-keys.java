import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "1": "digit",
              "": "empty key",
              "with space": 1,
              "01": "leading zero",
              "-1": "negative",
              "1.5": "decimal",
              "a-b": "dash",
              "a.b": "dot",
              "$dollar": "$",
              "_under": "_",
              "#{x}": "ruby",
              "${x}": "js",
              "{x}": "python",
              "'": "single",
              "\\"": "double",
              "\\\\": "backslash",
              "a\\nb": "newline"
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/keys"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
