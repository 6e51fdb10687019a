using System;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static readonly HttpClient client = new HttpClient();

    static void Main() => MainAsync().GetAwaiter().GetResult();

    static async Task MainAsync()
    {
        var body = "$(touch SENTINEL_PATH)\n`touch SENTINEL_PATH`\n'; touch SENTINEL_PATH; '\n\"; touch SENTINEL_PATH; \"\n$HOME ${HOME} $0 $$ !! ~ *\n| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\n#{system(\"touch SENTINEL_PATH\")}\n#{`touch SENTINEL_PATH`}\n#@ivar #@@cvar #$0 #$PROGRAM_NAME\n%x(touch SENTINEL_PATH)\n\"; system(\"touch SENTINEL_PATH\"); \"\n${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}\n${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}\n`${process.exit(3)}`\n\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"\n</script><script>alert(1)</script>\n\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\n{__import__(\"os\").system(\"touch SENTINEL_PATH\")}\n\"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"\n' + __import__('os').system('touch SENTINEL_PATH') + '\n\\N{BULLET} %s %(x)s {0}";

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/raw");
        request.Content = new StringContent(body);
        request.Content.Headers.Remove("Content-Type");
        request.Content.Headers.TryAddWithoutValidation("Content-Type", "text/plain");

        var response = await client.SendAsync(request);
        Console.WriteLine(await response.Content.ReadAsStringAsync());
    }
}
