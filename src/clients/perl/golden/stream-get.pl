use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("GET", "https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");

$| = 1;
LWP::UserAgent->new->request($request, sub {
    my ($chunk) = @_;
    print $chunk;
});
