use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/completions?stream=true");
$request->header("Content-Type" => "application/json");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->header("Accept" => "text/event-stream");
$request->content(<<'JSON');
{
  "prompt": "Say \"it's\" $HOME `id`",
  "max_tokens": 16
}
JSON

$| = 1;
LWP::UserAgent->new->request($request, sub {
    my ($chunk) = @_;
    print $chunk;
});
