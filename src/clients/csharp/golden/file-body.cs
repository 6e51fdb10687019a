using System;
using System.IO;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static readonly HttpClient client = new HttpClient();

    static void Main() => MainAsync().GetAwaiter().GetResult();

    static async Task MainAsync()
    {
        var request = new HttpRequestMessage(HttpMethod.Put, "https://api.example.com/v1/objects/photo.jpg");
        request.Content = new ByteArrayContent(File.ReadAllBytes("photo.jpg"));
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "image/jpeg");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
