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
  ""__proto__"": {
    ""isAdmin"": true
  },
  ""constructor"": {
    ""prototype"": {
      ""polluted"": true
    }
  },
  ""toString"": ""x"",
  ""list"": [
    {
      ""__proto__"": null
    }
  ]
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
