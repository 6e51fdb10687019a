import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "huge": 1e+308,
              "tiny": 5e-324,
              "big": 12345678901234567000,
              "negative_tiny": -1e-300,
              "zero": 0,
              "negative": -42,
              "pi": 3.141592653589793,
              "e21": 1e+21,
              "beyond_safe": 9007199254740992,
              "small": 1.5e-7,
              "list": [
                1e+308,
                -1e+308,
                5e-324
              ]
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/numbers?huge=1e%2B308&tiny=5e-324&big=12345678901234567000&negative=-1e-300"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
