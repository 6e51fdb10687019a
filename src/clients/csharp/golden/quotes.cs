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
  ""single"": ""it's"",
  ""double"": ""say \""hi\"""",
  ""both"": ""'\""'\""'"",
  ""key's"": ""v"",
  ""key\""s"": ""v"",
  ""empty_single"": ""''"",
  ""empty_double"": ""\""\""""
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");
        request.Headers.TryAddWithoutValidation("X-Quote", "it's \"quoted\" '' \"\" '\"'");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
