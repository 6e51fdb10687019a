import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = "Gr\u00FC\u00DFe, \u4E16\u754C! \uD83D\uDE42 \u05E9\u05DC\u05D5\u05DD\nline 2\r\n\ttabbed 'single' \"double\" $HOME `cmd` \\ \\n #{x} ${x}\u2028\u202E end\n";

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/notes"))
            .header("Content-Type", "text/plain; charset=utf-8")
            .header("Authorization", "Bearer <API_KEY>")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
