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
                "#{system(\\"touch SENTINEL_PATH\\")}",
                "#{`touch SENTINEL_PATH`}",
                "#@ivar #@@cvar #$0 #$PROGRAM_NAME",
                "%x(touch SENTINEL_PATH)",
                "\\"; system(\\"touch SENTINEL_PATH\\"); \\""
              ],
              "keys": {
                "#{system(\\"touch SENTINEL_PATH\\")}": 0,
                "#{`touch SENTINEL_PATH`}": 1,
                "#@ivar #@@cvar #$0 #$PROGRAM_NAME": 2,
                "%x(touch SENTINEL_PATH)": 3,
                "\\"; system(\\"touch SENTINEL_PATH\\"); \\"": 4
              },
              "nested": {
                "deeper": [
                  {
                    "text": "#{system(\\"touch SENTINEL_PATH\\")} #{`touch SENTINEL_PATH`} #@ivar #@@cvar #$0 #$PROGRAM_NAME %x(touch SENTINEL_PATH) \\"; system(\\"touch SENTINEL_PATH\\"); \\""
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads?value0=%23%7Bsystem%28%22touch%20SENTINEL_PATH%22%29%7D&%23%7Bsystem%28%22touch%20SENTINEL_PATH%22%29%7D=key0&value1=%23%7B%60touch%20SENTINEL_PATH%60%7D&%23%7B%60touch%20SENTINEL_PATH%60%7D=key1&value2=%23%40ivar%20%23%40%40cvar%20%23%240%20%23%24PROGRAM_NAME&%23%40ivar%20%23%40%40cvar%20%23%240%20%23%24PROGRAM_NAME=key2&value3=%25x%28touch%20SENTINEL_PATH%29&%25x%28touch%20SENTINEL_PATH%29=key3&value4=%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22&%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22=key4"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer #{system(\"touch SENTINEL_PATH\")}")
            .header("X-Payload-0", "#{system(\"touch SENTINEL_PATH\")}")
            .header("X-Payload-1", "#{`touch SENTINEL_PATH`}")
            .header("X-Payload-2", "#@ivar #@@cvar #$0 #$PROGRAM_NAME")
            .header("X-Payload-3", "%x(touch SENTINEL_PATH)")
            .header("X-Payload-4", "\"; system(\"touch SENTINEL_PATH\"); \"")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
