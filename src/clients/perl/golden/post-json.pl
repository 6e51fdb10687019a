use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/customers");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->content(<<'JSON');
{
  "email": "jenny.rosen@example.com",
  "name": "Jenny Rosen",
  "metadata": {
    "order_id": "6735"
  }
}
JSON

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
