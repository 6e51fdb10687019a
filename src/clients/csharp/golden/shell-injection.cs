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
    ""$(touch SENTINEL_PATH)"",
    ""`touch SENTINEL_PATH`"",
    ""'; touch SENTINEL_PATH; '"",
    ""\""; touch SENTINEL_PATH; \"""",
    ""$HOME ${HOME} $0 $$ !! ~ *"",
    ""| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH""
  ],
  ""keys"": {
    ""$(touch SENTINEL_PATH)"": 0,
    ""`touch SENTINEL_PATH`"": 1,
    ""'; touch SENTINEL_PATH; '"": 2,
    ""\""; touch SENTINEL_PATH; \"""": 3,
    ""$HOME ${HOME} $0 $$ !! ~ *"": 4,
    ""| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH"": 5
  },
  ""nested"": {
    ""deeper"": [
      {
        ""text"": ""$(touch SENTINEL_PATH) `touch SENTINEL_PATH` '; touch SENTINEL_PATH; ' \""; touch SENTINEL_PATH; \"" $HOME ${HOME} $0 $$ !! ~ * | touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH""
      }
    ]
  }
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/payloads/$(touch$IFSSENTINEL_PATH)/'$(touch$IFSSENTINEL_PATH)'?value0=%24%28touch%20SENTINEL_PATH%29&%24%28touch%20SENTINEL_PATH%29=key0&value1=%60touch%20SENTINEL_PATH%60&%60touch%20SENTINEL_PATH%60=key1&value2=%27%3B%20touch%20SENTINEL_PATH%3B%20%27&%27%3B%20touch%20SENTINEL_PATH%3B%20%27=key2&value3=%22%3B%20touch%20SENTINEL_PATH%3B%20%22&%22%3B%20touch%20SENTINEL_PATH%3B%20%22=key3&value4=%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A&%24HOME%20%24%7BHOME%7D%20%240%20%24%24%20%21%21%20~%20%2A=key4&value5=%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH&%7C%20touch%20SENTINEL_PATH%20%26%26%20touch%20SENTINEL_PATH%20%3E%20SENTINEL_PATH=key5");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer $(touch SENTINEL_PATH) `touch SENTINEL_PATH` '; touch SENTINEL_PATH; '");
        request.Headers.TryAddWithoutValidation("X-Payload-0", "$(touch SENTINEL_PATH)");
        request.Headers.TryAddWithoutValidation("X-Payload-1", "`touch SENTINEL_PATH`");
        request.Headers.TryAddWithoutValidation("X-Payload-2", "'; touch SENTINEL_PATH; '");
        request.Headers.TryAddWithoutValidation("X-Payload-3", "\"; touch SENTINEL_PATH; \"");
        request.Headers.TryAddWithoutValidation("X-Payload-4", "$HOME ${HOME} $0 $$ !! ~ *");
        request.Headers.TryAddWithoutValidation("X-Payload-5", "| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
