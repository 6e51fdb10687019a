use strict;
use warnings;
use LWP::UserAgent;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/notes");
$request->header("Content-Type" => "text/plain; charset=utf-8");
$request->header("Authorization" => "Bearer <API_KEY>");
$request->content("Grüße, 世界! 🙂 שלום\nline 2\r\n\ttabbed 'single' \"double\" \$HOME `cmd` \\ \\n #{x} \${x} ‮ end\n");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
