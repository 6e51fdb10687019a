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
  ""1"": ""digit"",
  """": ""empty key"",
  ""with space"": 1,
  ""01"": ""leading zero"",
  ""-1"": ""negative"",
  ""1.5"": ""decimal"",
  ""a-b"": ""dash"",
  ""a.b"": ""dot"",
  ""$dollar"": ""$"",
  ""_under"": ""_"",
  ""#{x}"": ""ruby"",
  ""${x}"": ""js"",
  ""{x}"": ""python"",
  ""'"": ""single"",
  ""\"""": ""double"",
  ""\\"": ""backslash"",
  ""a\nb"": ""newline""
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/keys");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
