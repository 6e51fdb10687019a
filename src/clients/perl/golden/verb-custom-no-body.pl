use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("PURGE", "https://api.example.com/cache/v1/customers");
$request->header("Content-Type" => "application/json");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
