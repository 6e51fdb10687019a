import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "hebrew": "\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD",
              "arabic": "\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645",
              "mixed": "abc \u05E9\u05DC\u05D5\u05DD 123 \u0645\u0631\u062D\u0628\u0627",
              "\u05DE\u05E4\u05EA\u05D7": "\u05E2\u05E8\u05DA",
              "controls": "\\u202A\\u202B\\u202C\\u202D\\u202E\\u2066\\u2067\\u2068\\u2069\\u200E\\u200F\\u061C",
              "trojan": "user\\u202E \\u2066// admin\\u2069 \\u2066",
              "key\\u202E": "\\u2067rtl\\u2069"
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/rtl?hebrew=%D7%A9%D7%9C%D7%95%D7%9D%20%D7%A2%D7%95%D7%9C%D7%9D&arabic=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20%D8%A8%D8%A7%D9%84%D8%B9%D8%A7%D9%84%D9%85&%D9%85%D9%81%D8%AA%D8%A7%D8%AD=%D7%A2%D7%A8%D7%9A&bidi=a%E2%80%AEb%E2%80%ACc"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
