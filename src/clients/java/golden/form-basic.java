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
            Map.entry("email", "jenny.rosen@example.com"),
            Map.entry("name", "Jenny Rosen"),
            Map.entry("metadata[order_id]", "6735"),
            Map.entry("expand", "default_source"),
            Map.entry("expand", "invoice_settings.default_payment_method"),
            Map.entry("balance", "-500"),
            Map.entry("tax_exempt", "false"),
            Map.entry("phone", "")
        );
        String body = form.stream()
            .map(field -> URLEncoder.encode(field.getKey(), StandardCharsets.UTF_8) + "=" + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))
            .collect(Collectors.joining("&"));

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/customers"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .header("Authorization", "Bearer <API_KEY>")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
