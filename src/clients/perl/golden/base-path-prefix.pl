use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/api/v2/customers?expand=default_source");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->content(<<'JSON');
{
  "email": "jenny@example.com"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
