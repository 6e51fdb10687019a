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
    ""@{[ system(\""touch SENTINEL_PATH\"") ]}"",
    ""${\\ `touch SENTINEL_PATH` }"",
    ""$0 @ARGV $ENV{HOME} @INC"",
    ""\""; system(\""touch SENTINEL_PATH\""); \"""",
    ""'; system('touch SENTINEL_PATH'); '""
  ],
  ""keys"": {
    ""@{[ system(\""touch SENTINEL_PATH\"") ]}"": 0,
    ""${\\ `touch SENTINEL_PATH` }"": 1,
    ""$0 @ARGV $ENV{HOME} @INC"": 2,
    ""\""; system(\""touch SENTINEL_PATH\""); \"""": 3,
    ""'; system('touch SENTINEL_PATH'); '"": 4
  },
  ""nested"": {
    ""deeper"": [
      {
        ""text"": ""@{[ system(\""touch SENTINEL_PATH\"") ]} ${\\ `touch SENTINEL_PATH` } \""; system(\""touch SENTINEL_PATH\""); \""""
      }
    ]
  }
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/payloads?value0=%40%7B%5B%20system%28%22touch%20SENTINEL_PATH%22%29%20%5D%7D&%40%7B%5B%20system%28%22touch%20SENTINEL_PATH%22%29%20%5D%7D=key0&value1=%24%7B%5C%20%60touch%20SENTINEL_PATH%60%20%7D&%24%7B%5C%20%60touch%20SENTINEL_PATH%60%20%7D=key1&value2=%240%20%40ARGV%20%24ENV%7BHOME%7D%20%40INC&%240%20%40ARGV%20%24ENV%7BHOME%7D%20%40INC=key2&value3=%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22&%22%3B%20system%28%22touch%20SENTINEL_PATH%22%29%3B%20%22=key3&value4=%27%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%27&%27%3B%20system%28%27touch%20SENTINEL_PATH%27%29%3B%20%27=key4");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer @{[ system(\"touch SENTINEL_PATH\") ]}");
        request.Headers.TryAddWithoutValidation("X-Payload-0", "@{[ system(\"touch SENTINEL_PATH\") ]}");
        request.Headers.TryAddWithoutValidation("X-Payload-1", "${\\ `touch SENTINEL_PATH` }");
        request.Headers.TryAddWithoutValidation("X-Payload-2", "$0 @ARGV $ENV{HOME} @INC");
        request.Headers.TryAddWithoutValidation("X-Payload-3", "\"; system(\"touch SENTINEL_PATH\"); \"");
        request.Headers.TryAddWithoutValidation("X-Payload-4", "'; system('touch SENTINEL_PATH'); '");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
