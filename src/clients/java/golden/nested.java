import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String body = """
            {
              "level1": {
                "level2": {
                  "level3": {
                    "level4": {
                      "level5": {
                        "level6": [
                          "deep",
                          {
                            "deepest": true
                          }
                        ]
                      }
                    }
                  }
                }
              },
              "items": [
                {
                  "id": 1,
                  "tags": [
                    "a",
                    "b"
                  ]
                },
                {
                  "id": 2,
                  "tags": []
                }
              ],
              "matrix": [
                [
                  1,
                  2
                ],
                [
                  3,
                  [
                    4,
                    [
                      5
                    ]
                  ]
                ]
              ]
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/nested?filter%5Bstatus%5D=open&filter%5Bcreated%5D%5Bgte%5D=1&filter%5Bcreated%5D%5Blte%5D=2&items%5B0%5D%5Bid%5D=1&items%5B0%5D%5Bqty%5D=2&items%5B1%5D%5Bid%5D=3&items%5B1%5D%5Btags%5D=x&items%5B1%5D%5Btags%5D=y&matrix%5B0%5D=1&matrix%5B0%5D=2&matrix%5B1%5D=3&tags=a&tags=b"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
