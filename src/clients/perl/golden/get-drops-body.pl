use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("GET", "https://api.example.com/v1/customers");
$request->header("Content-Type" => "application/json");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
