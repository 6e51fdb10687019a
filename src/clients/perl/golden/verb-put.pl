use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("PUT", "https://api.example.com/v1/customers/cus_123");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->content(<<'JSON');
{
  "name": "Jenny"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
