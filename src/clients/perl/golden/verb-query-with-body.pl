use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("QUERY", "https://api.example.com/v1/customers/search?limit=10");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->content(<<'JSON');
{
  "email": "a'b\"c@example.com",
  "created": {
    "gte": 1700000000
  }
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
