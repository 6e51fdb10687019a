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
  ""level1"": {
    ""level2"": {
      ""level3"": {
        ""level4"": {
          ""level5"": {
            ""level6"": [
              ""deep"",
              {
                ""deepest"": true
              }
            ]
          }
        }
      }
    }
  },
  ""items"": [
    {
      ""id"": 1,
      ""tags"": [
        ""a"",
        ""b""
      ]
    },
    {
      ""id"": 2,
      ""tags"": []
    }
  ],
  ""matrix"": [
    [
      1,
      2
    ],
    [
      3,
      [
        4,
        [
          5
        ]
      ]
    ]
  ]
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/nested?filter%5Bstatus%5D=open&filter%5Bcreated%5D%5Bgte%5D=1&filter%5Bcreated%5D%5Blte%5D=2&items%5B0%5D%5Bid%5D=1&items%5B0%5D%5Bqty%5D=2&items%5B1%5D%5Bid%5D=3&items%5B1%5D%5Btags%5D=x&items%5B1%5D%5Btags%5D=y&matrix%5B0%5D=1&matrix%5B0%5D=2&matrix%5B1%5D=3&tags=a&tags=b");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
