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
        var body = @"{
  ""prompt"": ""Say \""it's\"" $HOME `id`"",
  ""max_tokens"": 16
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/completions?stream=true");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");
        request.Headers.TryAddWithoutValidation("Accept", "text/event-stream");

        var response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead);
        using (var reader = new StreamReader(await response.Content.ReadAsStreamAsync()))
        {
            string line;
            while ((line = await reader.ReadLineAsync()) != null)
                Console.WriteLine(line);
        }
    }
}
