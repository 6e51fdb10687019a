using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;

class Program
{
    static readonly HttpClient client = new HttpClient();

    static void Main() => MainAsync().GetAwaiter().GetResult();

    static async Task MainAsync()
    {
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/messages");
        var form = new MultipartFormDataContent();
        // Names in quotes: Mono would write a plain name such as name=purpose without them.
        form.Add(new StringContent("Grüße \"quoted\" it's\r\nsecond line\r\n"), "\"subject\"");
        form.Add(new StringContent("@receipt.pdf"), "\"at\"");
        form.Add(new StringContent("<notes.txt"), "\"lt\"");
        form.Add(new StringContent("text;type=image/png;filename=x.png"), "\"type\"");
        form.Add(new StringContent("$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}"), "\"payload\"");
        form.Add(new StringContent("3"), "\"count\"");
        form.Add(new StringContent("true"), "\"urgent\"");
        form.Add(FilePart("attachments[]", "docs/notes v2.txt", "notes v2.txt", "text/plain; charset=utf-8"));
        form.Add(FilePart("attachments[]", "docs/report;final,v2.bin", "report.bin", "application/octet-stream"));
        form.Add(FilePart("attachments[]", "./binary.dat", "binary.dat", "application/octet-stream"));
        request.Content = form;
        request.Headers.TryAddWithoutValidation("X-Api-Key", "key_123");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }

    // A file as a part of a multipart/form-data body, under a file name and a media type.
    static HttpContent FilePart(string name, string path, string fileName, string mediaType)
    {
        var file = new ByteArrayContent(File.ReadAllBytes(path));
        file.Headers.TryAddWithoutValidation("Content-Type", mediaType);
        file.Headers.ContentDisposition = new ContentDispositionHeaderValue("form-data")
        {
            Name = "\"" + name + "\"",
            FileName = "\"" + fileName + "\"",
        };
        return file;
    }
}
