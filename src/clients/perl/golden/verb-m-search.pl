use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("M-SEARCH", "https://api.example.com/v1/devices");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
