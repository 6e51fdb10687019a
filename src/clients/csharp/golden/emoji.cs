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
  ""face"": ""😀"",
  ""family"": ""👨‍👩‍👧‍👦"",
  ""rainbow_flag"": ""🏳️‍🌈"",
  ""flag"": ""🇺🇸"",
  ""thumbs"": ""👍🏽"",
  ""keycap"": ""1️⃣"",
  ""music"": ""𝄞"",
  ""cjk"": ""漢字かなカナ"",
  ""🔑"": [
    ""🙂"",
    ""👩🏾‍💻""
  ]
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/emoji?face=%F0%9F%98%80&family=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6&%F0%9F%94%91=%F0%9F%97%9D%EF%B8%8F");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
