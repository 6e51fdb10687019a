use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("GET", "https://api.example.com/v1/a+b/c;d=e,f/g\@h:i/!\$&'()*/a%2Fb/50%25/%25zz");
$request->header("Content-Type" => "application/json");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
