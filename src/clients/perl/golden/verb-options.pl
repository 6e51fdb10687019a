use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("OPTIONS", "https://api.example.com/v1/customers");
$request->header("Content-Type" => "application/json");
$request->content(<<'JSON');
{
  "probe": true
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
