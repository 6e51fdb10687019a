use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/raw");
$request->header("Content-Type" => "text/plain");
$request->content("\$(touch SENTINEL_PATH)\n`touch SENTINEL_PATH`\n'; touch SENTINEL_PATH; '\n\"; touch SENTINEL_PATH; \"\n\$HOME \${HOME} \$0 \$\$ !! ~ *\n| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH\n#{system(\"touch SENTINEL_PATH\")}\n#{`touch SENTINEL_PATH`}\n#\@ivar #\@\@cvar #\$0 #\$PROGRAM_NAME\n%x(touch SENTINEL_PATH)\n\"; system(\"touch SENTINEL_PATH\"); \"\n\${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}\n\${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}\n`\${process.exit(3)}`\n\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"\n</script><script>alert(1)</script>\n\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\n{__import__(\"os\").system(\"touch SENTINEL_PATH\")}\n\"\"\" + __import__(\"os\").system(\"touch SENTINEL_PATH\") + \"\"\"\n' + __import__('os').system('touch SENTINEL_PATH') + '\n\\N{BULLET} %s %(x)s {0}");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
