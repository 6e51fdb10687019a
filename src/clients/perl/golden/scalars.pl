use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/scalars?yes=true&no=false&nothing=");
$request->header("Content-Type" => "application/json");
$request->content(<<'JSON');
{
  "yes": true,
  "no": false,
  "nothing": null,
  "list": [
    true,
    false,
    null
  ]
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
