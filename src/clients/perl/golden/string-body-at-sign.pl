use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/notes");
$request->header("Content-Type" => "text/plain");
$request->content("\@/etc/passwd");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
