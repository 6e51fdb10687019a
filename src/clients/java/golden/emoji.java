import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "face": "\uD83D\uDE00",
              "family": "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67\u200D\uD83D\uDC66",
              "rainbow_flag": "\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08",
              "flag": "\uD83C\uDDFA\uD83C\uDDF8",
              "thumbs": "\uD83D\uDC4D\uD83C\uDFFD",
              "keycap": "1\uFE0F\u20E3",
              "music": "\uD834\uDD1E",
              "cjk": "\u6F22\u5B57\u304B\u306A\u30AB\u30CA",
              "\uD83D\uDD11": [
                "\uD83D\uDE42",
                "\uD83D\uDC69\uD83C\uDFFE\u200D\uD83D\uDCBB"
              ]
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/emoji?face=%F0%9F%98%80&family=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6&%F0%9F%94%91=%F0%9F%97%9D%EF%B8%8F"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
