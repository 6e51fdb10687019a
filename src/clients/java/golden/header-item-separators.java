import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "field:=": "value==",
              "@": "=@"
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer =sk_test:@token")
            .header("X-Equals", "=value")
            .header("X-At", "@file.txt")
            .header("X-Colon", ":=json")
            .header("X-Semicolon", ";type=text/plain")
            .header("X-Even-Backslashes", "a\\\\=b\\\\\\\\:c")
            .header("X-Trailing-Backslash", "ends with \\")
            .header("X-Backslash-Letter", "C:\\temp\\new")
            .header("-X-Leading-Dash", "--raw=value")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
