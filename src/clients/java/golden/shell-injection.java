import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "values": [
                "$(touch SENTINEL_PATH)",
                "`touch SENTINEL_PATH`",
                "'; touch SENTINEL_PATH; '",
                "\\"; touch SENTINEL_PATH; \\"",
                "$HOME ${HOME} $0 $$ !! ~ *",
                "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH"
              ],
              "keys": {
                "$(touch SENTINEL_PATH)": 0,
                "`touch SENTINEL_PATH`": 1,
                "'; touch SENTINEL_PATH; '": 2,
                "\\"; touch SENTINEL_PATH; \\"": 3,
                "$HOME ${HOME} $0 $$ !! ~ *": 4,
                "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH": 5
              },
              "nested": {
                "deeper": [
                  {
                    "text": "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` '; touch SENTINEL_PATH; ' \\"; touch SENTINEL_PATH; \\" $HOME ${HOME} $0 $$ !! ~ * | touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH"
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads/$(touch$IFSSENTINEL_PATH)/'$(touch$IFSSENTINEL_PATH)'?value0=%24%28touch%20SENTINEL_PATH%29&%24%28touch%20SENTINEL_PATH%29=key0&value1=%60touch%20SENTINEL_PATH%60&%60touch%20SENTINEL_PATH%60=key1&value2=%27%3B%20touch%20SENTINEL_PATH%3B%20%27&%27%3B%20touch%20SENTINEL_PATH%3B%20%27=key2&value3=%22%3B%20touch%20SENTINEL_PATH%3B%20%22&%22%3B%20touch%20SENTINEL_PATH%3B%20%22=key3&value4=%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A&%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A=key4&value5=%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH&%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH=key5"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer $(touch SENTINEL_PATH) `touch SENTINEL_PATH` '; touch SENTINEL_PATH; '")
            .header("X-Payload-0", "$(touch SENTINEL_PATH)")
            .header("X-Payload-1", "`touch SENTINEL_PATH`")
            .header("X-Payload-2", "'; touch SENTINEL_PATH; '")
            .header("X-Payload-3", "\"; touch SENTINEL_PATH; \"")
            .header("X-Payload-4", "$HOME ${HOME} $0 $$ !! ~ *")
            .header("X-Payload-5", "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
