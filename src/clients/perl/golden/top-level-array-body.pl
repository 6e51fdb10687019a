use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("PUT", "https://api.example.com/v1/list");
$request->header("Content-Type" => "application/json");
$request->content(<<'JSON');
[
  1,
  "two",
  {
    "three": 3
  },
  [],
  null,
  true
]
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
