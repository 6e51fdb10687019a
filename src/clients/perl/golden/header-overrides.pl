use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/customers");
$request->header("content-type" => "application/merge-patch+json");
$request->header("AUTHORIZATION" => "Token override");
$request->header("X-Request-Id" => "req_123");
$request->header("Idempotency-Key" => "padded\tvalue");
$request->content(<<'JSON');
{
  "name": "Jenny"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
