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
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z");
        request.Content = new StringContent("");
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");

        var response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead);
        using (var reader = new StreamReader(await response.Content.ReadAsStreamAsync()))
        {
            string line;
            while ((line = await reader.ReadLineAsync()) != null)
                Console.WriteLine(line);
        }
    }
}
