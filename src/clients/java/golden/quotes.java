import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "single": "it's",
              "double": "say \\"hi\\"",
              "both": "'\\"'\\"'",
              "key's": "v",
              "key\\"s": "v",
              "empty_single": "''",
              "empty_double": "\\"\\""
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer <API_KEY>")
            .header("X-Quote", "it's \"quoted\" '' \"\" '\"'")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
