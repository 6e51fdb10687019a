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
  ""name"": ""Jenny""
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/customers");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("content-type", "application/merge-patch+json");
        request.Headers.TryAddWithoutValidation("AUTHORIZATION", "Token override");
        request.Headers.TryAddWithoutValidation("X-Request-Id", "req_123");
        request.Headers.TryAddWithoutValidation("Idempotency-Key", "padded\tvalue");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
