use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/empty?kept=x");
$request->header("Content-Type" => "application/json");
$request->content(<<'JSON');
{
  "object": {},
  "array": [],
  "nested": {
    "a": {},
    "b": [
      []
    ],
    "c": [
      {}
    ]
  }
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
