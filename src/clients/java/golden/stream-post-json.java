import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.stream.Stream;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "prompt": "Say \\"it's\\" $HOME `id`",
              "max_tokens": 16
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/completions?stream=true"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer <API_KEY>")
            .header("Accept", "text/event-stream")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<Stream<String>> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofLines());
        response.body().forEach(System.out::println);
    }
}
