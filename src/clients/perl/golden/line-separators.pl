use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c");
$request->header("Content-Type" => "application/json");
$request->content(<<'JSON');
{
  "ls": "a\u2028b",
  "ps": "c\u2029d",
  "key\u2028": "\u2028\u2029"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
