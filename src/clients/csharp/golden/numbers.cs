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
  ""huge"": 1e+308,
  ""tiny"": 5e-324,
  ""big"": 12345678901234567000,
  ""negative_tiny"": -1e-300,
  ""zero"": 0,
  ""negative"": -42,
  ""pi"": 3.141592653589793,
  ""e21"": 1e+21,
  ""beyond_safe"": 9007199254740992,
  ""small"": 1.5e-7,
  ""list"": [
    1e+308,
    -1e+308,
    5e-324
  ]
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/numbers?huge=1e%2B308&tiny=5e-324&big=12345678901234567000&negative=-1e-300");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
