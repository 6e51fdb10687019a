use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("GET", "https://api.example.com/v1/customers?tag=a&tag=b&tag=a%20b&id=1&id=2&id=3&mixed=1&mixed=x&mixed=true&mixed=&single=only");
$request->header("Content-Type" => "application/json");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
