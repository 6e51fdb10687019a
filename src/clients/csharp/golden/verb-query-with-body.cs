using System;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static readonly HttpClient client = new HttpClient();

    static void Main() => MainAsync().GetAwaiter().GetResult();

    static async Task MainAsync()
    {
        var body = @"{
  ""email"": ""a'b\""c@example.com"",
  ""created"": {
    ""gte"": 1700000000
  }
}";

        var request = new HttpRequestMessage(new HttpMethod("QUERY"), "https://api.example.com/v1/customers/search?limit=10");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
