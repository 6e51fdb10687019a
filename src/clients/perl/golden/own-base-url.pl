use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/files-api/v9/uploads");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->content(<<'JSON');
{
  "name": "report.pdf"
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
