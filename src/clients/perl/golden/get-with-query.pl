use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("GET", "https://api.example.com/v1/customers?limit=3&starting_after=cus_123");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
