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
  ""one"": ""\\"",
  ""two"": ""\\\\"",
  ""path"": ""C:\\Users\\new\\table"",
  ""escapes"": ""\\n \\r \\t \\u0041 \\x41 \\101 \\0 \\e \\a"",
  ""before_quotes"": ""\\' \\\"""",
  ""before_sigils"": ""\\#{x} \\${x} \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`"",
  ""trailing"": ""end\\"",
  ""key\\"": ""\\key""
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer a\\b\\\\c\\");
        request.Headers.TryAddWithoutValidation("X-Backslash", "\\ \\\\ \\\" \\' \\n \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
