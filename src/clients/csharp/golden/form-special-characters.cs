using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static readonly HttpClient client = new HttpClient();

    static void Main() => MainAsync().GetAwaiter().GetResult();

    static async Task MainAsync()
    {
        var request = new HttpRequestMessage(HttpMethod.Put, "https://api.example.com/v1/settings?mode=a%20b%2Bc");
        // FormUrlEncodedContent encodes the fields and sets Content-Type: application/x-www-form-urlencoded.
        request.Content = new FormUrlEncodedContent(new[]
        {
            new KeyValuePair<string, string>("plus+and&amp=eq", "1 + 1 = 2 & 50% off #tag ?q"),
            new KeyValuePair<string, string>("quotes", "it's \"quoted\" `tick` \\ back"),
            new KeyValuePair<string, string>("unicode ключ", "Grüße, 世界! 🙂 שלום"),
            new KeyValuePair<string, string>("lines", "line 1\nline 2\r\n\ttabbed"),
            new KeyValuePair<string, string>("payloads", "$(touch SENTINEL_PATH) ${HOME} #{`touch SENTINEL_PATH`} {{x}} %s"),
            new KeyValuePair<string, string>("empty", ""),
            new KeyValuePair<string, string>("bracket[nested][deep]", "x"),
            new KeyValuePair<string, string>("bracket[nested][deep]", "y")
        });

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
