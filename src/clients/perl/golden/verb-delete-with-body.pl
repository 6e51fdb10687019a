use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("DELETE", "https://api.example.com/v1/customers");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->content(<<'JSON');
{
  "ids": [
    "cus_1",
    "cus_2"
  ]
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
