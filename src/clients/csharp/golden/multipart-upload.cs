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
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/files");
        var form = new MultipartFormDataContent();
        // Names in quotes: Mono would write a plain name such as name=purpose without them.
        form.Add(new StringContent("dispute_evidence"), "\"purpose\"");
        form.Add(FilePart("file", "receipt.pdf", "receipt.pdf", "application/pdf"));
        request.Content = form;
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");

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
