import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/search?q=a%20b%26c%3Dd%2Be%25f%23g%3Fh%2Fi%3Bj%2Ck%3Al%40m&key%20with%20spaces=x%20y&a%5Bb%5D=literal%20brackets&=empty%20name&plus%2B=%2B&percent=%2520%20%25zz%20%25&unicode=caf%C3%A9%20na%C3%AFve&unreserved=AZaz09-._~&sub_delims=%21%24%26%27%28%29%2A%2B%2C%3B%3D&brackets=%5B%5D%7B%7D%7C%5E%60%3C%3E%22%5C"))
            .header("Content-Type", "application/json")
            .GET()
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}
