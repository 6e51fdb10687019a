use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer a\\b\\\\c\\");
$request->header("X-Backslash" => "\\ \\\\ \\\" \\' \\n \\\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`");
$request->content(<<'JSON');
{
  "one": "\\",
  "two": "\\\\",
  "path": "C:\\Users\\new\\table",
  "escapes": "\\n \\r \\t \\u0041 \\x41 \\101 \\0 \\e \\a",
  "before_quotes": "\\' \\\"",
  "before_sigils": "\\#{x} \\${x} \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`",
  "trailing": "end\\",
  "key\\": "\\key"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
