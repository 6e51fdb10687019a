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
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/imports?format=ndjson");
        request.Content = new ByteArrayContent(File.ReadAllBytes("data/it's \"my\" export $1.ndjson"));
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/octet-stream");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
