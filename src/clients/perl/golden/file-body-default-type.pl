use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/imports?format=ndjson");
$request->header("Content-Type" => "application/octet-stream");
$request->header("Authorization" => "Bearer <API_KEY>");

open(my $file, "<:raw", "data/it's \"my\" export \$1.ndjson") or die $!;
$request->content(do { local $/; <$file> });

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
