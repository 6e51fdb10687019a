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
    ""\""); os.WriteFile(\""SENTINEL_PATH\"", nil, 0o644); fmt.Println(\"""",
    ""\""); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"",
    ""\\\""); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"",
    ""` + func() string { os.WriteFile(\""SENTINEL_PATH\"", nil, 0o644); return \""\"" }() + `"",
    ""`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //""
  ],
  ""keys"": {
    ""\""); os.WriteFile(\""SENTINEL_PATH\"", nil, 0o644); fmt.Println(\"""": 0,
    ""\""); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"": 1,
    ""\\\""); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"": 2,
    ""` + func() string { os.WriteFile(\""SENTINEL_PATH\"", nil, 0o644); return \""\"" }() + `"": 3,
    ""`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"": 4
  },
  ""nested"": {
    ""deeper"": [
      {
        ""text"": ""\""); os.WriteFile(\""SENTINEL_PATH\"", nil, 0o644); fmt.Println(\"" \""); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \\\""); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // ` + func() string { os.WriteFile(\""SENTINEL_PATH\"", nil, 0o644); return \""\"" }() + ` `); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \r\n \uFEFF \u202E end` \\""
      }
    ]
  }
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/payloads?value0=%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22&%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22=key0&value1=%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key1&value2=%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key2&value3=%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60&%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60=key3&value4=%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key4");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer \"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"");
        request.Headers.TryAddWithoutValidation("X-Payload-0", "\"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"");
        request.Headers.TryAddWithoutValidation("X-Payload-1", "\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //");
        request.Headers.TryAddWithoutValidation("X-Payload-2", "\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //");
        request.Headers.TryAddWithoutValidation("X-Payload-3", "` + func() string { os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); return \"\" }() + `");
        request.Headers.TryAddWithoutValidation("X-Payload-4", "`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
