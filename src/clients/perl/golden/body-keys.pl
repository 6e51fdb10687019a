use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/keys");
$request->header("Content-Type" => "application/json");
$request->content(<<'JSON');
{
  "1": "digit",
  "": "empty key",
  "with space": 1,
  "01": "leading zero",
  "-1": "negative",
  "1.5": "decimal",
  "a-b": "dash",
  "a.b": "dot",
  "$dollar": "$",
  "_under": "_",
  "#{x}": "ruby",
  "${x}": "js",
  "{x}": "python",
  "'": "single",
  "\"": "double",
  "\\": "backslash",
  "a\nb": "newline"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
