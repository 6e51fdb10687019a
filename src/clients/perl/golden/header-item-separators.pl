use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer =sk_test:\@token");
$request->header("X-Equals" => "=value");
$request->header("X-At" => "\@file.txt");
$request->header("X-Colon" => ":=json");
$request->header("X-Semicolon" => ";type=text/plain");
$request->header("X-Even-Backslashes" => "a\\\\=b\\\\\\\\:c");
$request->header("X-Trailing-Backslash" => "ends with \\");
$request->header("X-Backslash-Letter" => "C:\\temp\\new");
$request->header("-X-Leading-Dash" => "--raw=value");
$request->content(<<'JSON');
{
  "field:=": "value==",
  "@": "=@"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
