use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("GET", "https://api.example.com/v1/health");
$request->header("Content-Type" => "application/json");
$request->header("X-Trace" => "t1");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
