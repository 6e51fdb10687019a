use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("GET", "https://api.example.com/v1/search");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->header("X-Pattern" => "key\\=value");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
