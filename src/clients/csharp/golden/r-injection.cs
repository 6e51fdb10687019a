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
  ""values"": [
    ""\""); system(\""touch SENTINEL_PATH\""); (\"""",
    ""'); system('touch SENTINEL_PATH'); ('"",
    "")\""; system(\""touch SENTINEL_PATH\""); r\""("",
    ""\\\""); system('touch SENTINEL_PATH'); ('\\\"""",
    ""\\u{22}); system(\\u{22}touch SENTINEL_PATH\\u{22})""
  ],
  ""keys"": {
    ""\""); system(\""touch SENTINEL_PATH\""); (\"""": 0,
    ""'); system('touch SENTINEL_PATH'); ('"": 1,
    "")\""; system(\""touch SENTINEL_PATH\""); r\""("": 2,
    ""\\\""); system('touch SENTINEL_PATH'); ('\\\"""": 3,
    ""\\u{22}); system(\\u{22}touch SENTINEL_PATH\\u{22})"": 4
  },
  ""nested"": {
    ""deeper"": [
      {
        ""text"": ""\""); system(\""touch SENTINEL_PATH\""); (\"" '); system('touch SENTINEL_PATH'); (' )\""; system(\""touch SENTINEL_PATH\""); r\""( \\\""); system('touch SENTINEL_PATH'); ('\\\"" \\u{22}); system(\\u{22}touch SENTINEL_PATH\\u{22})""
      }
    ]
  }
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/payloads?value0=%22%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%28%22&%22%29%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%28%22=key0&value1=%27%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27&%27%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27=key1&value2=%29%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20r%22%28&%29%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20r%22%28=key2&value3=%5C%22%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27%5C%22&%5C%22%29%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%28%27%5C%22=key3&value4=%5Cu%7B22%7D%29%3B%20system%28%5Cu%7B22%7Dtouch%20SENTINEL_PATH%5Cu%7B22%7D%29&%5Cu%7B22%7D%29%3B%20system%28%5Cu%7B22%7Dtouch%20SENTINEL_PATH%5Cu%7B22%7D%29=key4");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer \"); system(\"touch SENTINEL_PATH\"); (\"");
        request.Headers.TryAddWithoutValidation("X-Payload-0", "\"); system(\"touch SENTINEL_PATH\"); (\"");
        request.Headers.TryAddWithoutValidation("X-Payload-1", "'); system('touch SENTINEL_PATH'); ('");
        request.Headers.TryAddWithoutValidation("X-Payload-2", ")\"; system(\"touch SENTINEL_PATH\"); r\"(");
        request.Headers.TryAddWithoutValidation("X-Payload-3", "\\\"); system('touch SENTINEL_PATH'); ('\\\"");
        request.Headers.TryAddWithoutValidation("X-Payload-4", "\\u{22}); system(\\u{22}touch SENTINEL_PATH\\u{22})");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
