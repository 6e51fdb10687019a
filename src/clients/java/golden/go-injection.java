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
                "\\"); os.WriteFile(\\"SENTINEL_PATH\\", nil, 0o644); fmt.Println(\\"",
                "\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //",
                "\\\\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //",
                "` + func() string { os.WriteFile(\\"SENTINEL_PATH\\", nil, 0o644); return \\"\\" }() + `",
                "`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"
              ],
              "keys": {
                "\\"); os.WriteFile(\\"SENTINEL_PATH\\", nil, 0o644); fmt.Println(\\"": 0,
                "\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //": 1,
                "\\\\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //": 2,
                "` + func() string { os.WriteFile(\\"SENTINEL_PATH\\", nil, 0o644); return \\"\\" }() + `": 3,
                "`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //": 4
              },
              "nested": {
                "deeper": [
                  {
                    "text": "\\"); os.WriteFile(\\"SENTINEL_PATH\\", nil, 0o644); fmt.Println(\\" \\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \\\\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // ` + func() string { os.WriteFile(\\"SENTINEL_PATH\\", nil, 0o644); return \\"\\" }() + ` `); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \\r\\n \\uFEFF \\u202E end` \\\\"
                  }
                ]
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/payloads?value0=%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22&%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22=key0&value1=%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key1&value2=%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key2&value3=%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60&%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60=key3&value4=%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key4"))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bearer \"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"")
            .header("X-Payload-0", "\"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"")
            .header("X-Payload-1", "\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //")
            .header("X-Payload-2", "\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //")
            .header("X-Payload-3", "` + func() string { os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); return \"\" }() + `")
            .header("X-Payload-4", "`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
