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
  ""email"": ""jenny@example.com"",
  ""metadata"": {
    ""key_01"": ""value number 1 with some padding text"",
    ""key_02"": ""value number 2 with some padding text"",
    ""key_03"": ""value number 3 with some padding text"",
    ""key_04"": ""value number 4 with some padding text"",
    ""key_05"": ""value number 5 with some padding text"",
    ""key_06"": ""value number 6 with some padding text"",
    ""key_07"": ""value number 7 with some padding text"",
    ""key_08"": ""value number 8 with some padding text"",
    ""key_09"": ""value number 9 with some padding text"",
    ""key_10"": ""value number 10 with some padding text"",
    ""key_11"": ""value number 11 with some padding text"",
    ""key_12"": ""value number 12 with some padding text"",
    ""key_13"": ""value number 13 with some padding text"",
    ""key_14"": ""value number 14 with some padding text"",
    ""key_15"": ""value number 15 with some padding text"",
    ""key_16"": ""value number 16 with some padding text"",
    ""key_17"": ""value number 17 with some padding text"",
    ""key_18"": ""value number 18 with some padding text"",
    ""key_19"": ""value number 19 with some padding text"",
    ""key_20"": ""value number 20 with some padding text"",
    ""key_21"": ""value number 21 with some padding text"",
    ""key_22"": ""value number 22 with some padding text"",
    ""key_23"": ""value number 23 with some padding text"",
    ""key_24"": ""value number 24 with some padding text"",
    ""key_25"": ""value number 25 with some padding text"",
    ""key_26"": ""value number 26 with some padding text"",
    ""key_27"": ""value number 27 with some padding text"",
    ""key_28"": ""value number 28 with some padding text"",
    ""key_29"": ""value number 29 with some padding text"",
    ""key_30"": ""value number 30 with some padding text"",
    ""key_31"": ""value number 31 with some padding text"",
    ""key_32"": ""value number 32 with some padding text"",
    ""key_33"": ""value number 33 with some padding text"",
    ""key_34"": ""value number 34 with some padding text"",
    ""key_35"": ""value number 35 with some padding text"",
    ""key_36"": ""value number 36 with some padding text"",
    ""key_37"": ""value number 37 with some padding text"",
    ""key_38"": ""value number 38 with some padding text"",
    ""key_39"": ""value number 39 with some padding text"",
    ""key_40"": ""value number 40 with some padding text"",
    ""key_41"": ""value number 41 with some padding text"",
    ""key_42"": ""value number 42 with some padding text"",
    ""key_43"": ""value number 43 with some padding text"",
    ""key_44"": ""value number 44 with some padding text"",
    ""key_45"": ""value number 45 with some padding text"",
    ""key_46"": ""value number 46 with some padding text"",
    ""key_47"": ""value number 47 with some padding text"",
    ""key_48"": ""value number 48 with some padding text"",
    ""key_49"": ""value number 49 with some padding text"",
    ""key_50"": ""value number 50 with some padding text""
  }
}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/customers");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
