use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("PROPFIND", "https://api.example.com/dav/files");
$request->header("Content-Type" => "application/xml; charset=utf-8");
$request->header("Depth" => "1");
$request->content("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<propfind xmlns=\"DAV:\"><allprop/></propfind>\n");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
