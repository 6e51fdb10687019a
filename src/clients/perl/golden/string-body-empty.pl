use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/ping");
$request->header("Content-Type" => "application/json");
$request->content("");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
