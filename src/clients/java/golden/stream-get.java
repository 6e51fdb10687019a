import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.stream.Stream;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer <API_KEY>")
            .GET()
            .build();

        HttpResponse<Stream<String>> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofLines());
        response.body().forEach(System.out::println);
    }
}
