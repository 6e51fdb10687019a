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
  ""field:="": ""value=="",
  ""@"": ""=@""
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer =sk_test:@token");
        request.Headers.TryAddWithoutValidation("X-Equals", "=value");
        request.Headers.TryAddWithoutValidation("X-At", "@file.txt");
        request.Headers.TryAddWithoutValidation("X-Colon", ":=json");
        request.Headers.TryAddWithoutValidation("X-Semicolon", ";type=text/plain");
        request.Headers.TryAddWithoutValidation("X-Even-Backslashes", "a\\\\=b\\\\\\\\:c");
        request.Headers.TryAddWithoutValidation("X-Trailing-Backslash", "ends with \\");
        request.Headers.TryAddWithoutValidation("X-Backslash-Letter", "C:\\temp\\new");
        request.Headers.TryAddWithoutValidation("-X-Leading-Dash", "--raw=value");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
