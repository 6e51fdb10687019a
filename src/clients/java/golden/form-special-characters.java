import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        List<Map.Entry<String, String>> form = List.of(
            Map.entry("plus+and&amp=eq", "1 + 1 = 2 & 50% off #tag ?q"),
            Map.entry("quotes", "it's \"quoted\" `tick` \\ back"),
            Map.entry("unicode \u043A\u043B\u044E\u0447", "Gr\u00FC\u00DFe, \u4E16\u754C! \uD83D\uDE42 \u05E9\u05DC\u05D5\u05DD"),
            Map.entry("lines", "line 1\nline 2\r\n\ttabbed"),
            Map.entry("payloads", "$(touch SENTINEL_PATH) ${HOME} #{`touch SENTINEL_PATH`} {{x}} %s"),
            Map.entry("empty", ""),
            Map.entry("bracket[nested][deep]", "x"),
            Map.entry("bracket[nested][deep]", "y")
        );
        String body = form.stream()
            .map(field -> URLEncoder.encode(field.getKey(), StandardCharsets.UTF_8) + "=" + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))
            .collect(Collectors.joining("&"));

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/settings?mode=a%20b%2Bc"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .PUT(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
