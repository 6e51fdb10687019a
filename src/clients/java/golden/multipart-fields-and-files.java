import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

public class Request {
    public static void main(String[] args) throws IOException, InterruptedException {
        String boundary = UUID.randomUUID().toString();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        addField(body, boundary, "subject", "Gr\u00FC\u00DFe \"quoted\" it's\r\nsecond line\r\n");
        addField(body, boundary, "at", "@receipt.pdf");
        addField(body, boundary, "lt", "<notes.txt");
        addField(body, boundary, "type", "text;type=image/png;filename=x.png");
        addField(body, boundary, "payload", "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}");
        addField(body, boundary, "count", "3");
        addField(body, boundary, "urgent", "true");
        addFile(body, boundary, "attachments[]", "docs/notes v2.txt", "notes v2.txt", "text/plain; charset=utf-8");
        addFile(body, boundary, "attachments[]", "docs/report;final,v2.bin", "report.bin", "application/octet-stream");
        addFile(body, boundary, "attachments[]", "./binary.dat", "binary.dat", "application/octet-stream");
        body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/messages"))
            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
            .header("X-Api-Key", "key_123")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }

    // Writes a text field as a part of a multipart/form-data body.
    static void addField(ByteArrayOutputStream body, String boundary, String name, String value) {
        body.writeBytes(("--" + boundary + "\r\n"
            + "Content-Disposition: form-data; name=\"" + name + "\"\r\n"
            + "\r\n" + value + "\r\n").getBytes(StandardCharsets.UTF_8));
    }

    // Writes a file as a part of a multipart/form-data body, under a file name and a media type.
    static void addFile(ByteArrayOutputStream body, String boundary, String name, String path, String filename, String contentType) throws IOException {
        body.writeBytes(("--" + boundary + "\r\n"
            + "Content-Disposition: form-data; name=\"" + name + "\"; filename=\"" + filename + "\"\r\n"
            + "Content-Type: " + contentType + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(Files.readAllBytes(Path.of(path)));
        body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    }
}
