use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested");
$request->header("Content-Type" => "application/json");
$request->content(<<'JSON');
{
  "__proto__": {
    "isAdmin": true
  },
  "constructor": {
    "prototype": {
      "polluted": true
    }
  },
  "toString": "x",
  "list": [
    {
      "__proto__": null
    }
  ]
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
