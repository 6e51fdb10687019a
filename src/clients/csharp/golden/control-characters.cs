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
  ""newline"": ""line 1\nline 2"",
  ""cr"": ""a\rb"",
  ""crlf"": ""a\r\nb"",
  ""tab"": ""a\tb"",
  ""nul"": ""a\u0000b"",
  ""bell"": ""\u0007"",
  ""backspace"": ""a\bb"",
  ""vtab_ff"": ""\u000b\f"",
  ""escape"": ""\u001b[31mred\u001b[0m"",
  ""del"": ""\u007F"",
  ""c1"": ""\u0080\u0085\u009B\u009F"",
  ""bom"": ""\uFEFFstart"",
  ""key\nwith\tcontrols\r"": ""\u0001\u001f""
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/controls?newline=a%0Ab&crlf=a%0D%0Ab&tab%09key=x%09y&nul=a%00b&esc=%1B%5B31mred%1B%5B0m&c1=%C2%85%C2%9B");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
