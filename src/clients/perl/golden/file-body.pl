use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("PUT", "https://api.example.com/v1/objects/photo.jpg");
$request->header("Content-Type" => "image/jpeg");
$request->header("Authorization" => "Bearer <API_KEY>");

open(my $file, "<:raw", "photo.jpg") or die $!;
$request->content(do { local $/; <$file> });

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
