using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static readonly HttpClient client = new HttpClient();

    static void Main() => MainAsync().GetAwaiter().GetResult();

    static async Task MainAsync()
    {
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/customers");
        // FormUrlEncodedContent encodes the fields and sets Content-Type: application/x-www-form-urlencoded.
        request.Content = new FormUrlEncodedContent(new[]
        {
            new KeyValuePair<string, string>("email", "jenny.rosen@example.com"),
            new KeyValuePair<string, string>("name", "Jenny Rosen"),
            new KeyValuePair<string, string>("metadata[order_id]", "6735"),
            new KeyValuePair<string, string>("expand", "default_source"),
            new KeyValuePair<string, string>("expand", "invoice_settings.default_payment_method"),
            new KeyValuePair<string, string>("balance", "-500"),
            new KeyValuePair<string, string>("tax_exempt", "false"),
            new KeyValuePair<string, string>("phone", "")
        });
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer <API_KEY>");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
