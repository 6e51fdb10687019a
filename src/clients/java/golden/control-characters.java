import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "newline": "line 1\\nline 2",
              "cr": "a\\rb",
              "crlf": "a\\r\\nb",
              "tab": "a\\tb",
              "nul": "a\\u0000b",
              "bell": "\\u0007",
              "backspace": "a\\bb",
              "vtab_ff": "\\u000b\\f",
              "escape": "\\u001b[31mred\\u001b[0m",
              "del": "\\u007F",
              "c1": "\\u0080\\u0085\\u009B\\u009F",
              "bom": "\\uFEFFstart",
              "key\\nwith\\tcontrols\\r": "\\u0001\\u001f"
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/controls?newline=a%0Ab&crlf=a%0D%0Ab&tab%09key=x%09y&nul=a%00b&esc=%1B%5B31mred%1B%5B0m&c1=%C2%85%C2%9B"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
