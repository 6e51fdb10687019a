use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->header("X-Quote" => "it's \"quoted\" '' \"\" '\"'");
$request->content(<<'JSON');
{
  "single": "it's",
  "double": "say \"hi\"",
  "both": "'\"'\"'",
  "key's": "v",
  "key\"s": "v",
  "empty_single": "''",
  "empty_double": "\"\""
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
