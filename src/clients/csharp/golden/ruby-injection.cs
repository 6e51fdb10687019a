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
    ""#{system(\""touch SENTINEL_PATH\"")}"",
    ""#{`touch SENTINEL_PATH`}"",
    ""#@ivar #@@cvar #$0 #$PROGRAM_NAME"",
    ""%x(touch SENTINEL_PATH)"",
    ""\""; system(\""touch SENTINEL_PATH\""); \""""
  ],
  ""keys"": {
    ""#{system(\""touch SENTINEL_PATH\"")}"": 0,
    ""#{`touch SENTINEL_PATH`}"": 1,
    ""#@ivar #@@cvar #$0 #$PROGRAM_NAME"": 2,
    ""%x(touch SENTINEL_PATH)"": 3,
    ""\""; system(\""touch SENTINEL_PATH\""); \"""": 4
  },
  ""nested"": {
    ""deeper"": [
      {
        ""text"": ""#{system(\""touch SENTINEL_PATH\"")} #{`touch SENTINEL_PATH`} #@ivar #@@cvar #$0 #$PROGRAM_NAME %x(touch SENTINEL_PATH) \""; system(\""touch SENTINEL_PATH\""); \""""
      }
    ]
  }
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/payloads?value0=%23%7Bsystem%28%22touch%20SENTINEL_PATH%22%29%7D&%23%7Bsystem%28%22touch%20SENTINEL_PATH%22%29%7D=key0&value1=%23%7B%60touch%20SENTINEL_PATH%60%7D&%23%7B%60touch%20SENTINEL_PATH%60%7D=key1&value2=%23%40ivar%20%23%40%40cvar%20%23%240%20%23%24PROGRAM_NAME&%23%40ivar%20%23%40%40cvar%20%23%240%20%23%24PROGRAM_NAME=key2&value3=%25x%28touch%20SENTINEL_PATH%29&%25x%28touch%20SENTINEL_PATH%29=key3&value4=%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22&%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22=key4");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer #{system(\"touch SENTINEL_PATH\")}");
        request.Headers.TryAddWithoutValidation("X-Payload-0", "#{system(\"touch SENTINEL_PATH\")}");
        request.Headers.TryAddWithoutValidation("X-Payload-1", "#{`touch SENTINEL_PATH`}");
        request.Headers.TryAddWithoutValidation("X-Payload-2", "#@ivar #@@cvar #$0 #$PROGRAM_NAME");
        request.Headers.TryAddWithoutValidation("X-Payload-3", "%x(touch SENTINEL_PATH)");
        request.Headers.TryAddWithoutValidation("X-Payload-4", "\"; system(\"touch SENTINEL_PATH\"); \"");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
