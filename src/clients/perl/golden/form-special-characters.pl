use strict;
use warnings;
use LWP::UserAgent;
use URI;

my $request = HTTP::Request->new("PUT", "https://api.example.com/v1/settings?mode=a%20b%2Bc");
$request->header("Content-Type" => "application/x-www-form-urlencoded");

my $form = URI->new;
$form->query_form(
    "plus+and&amp=eq" => "1 + 1 = 2 & 50% off #tag ?q",
    "quotes" => "it's \"quoted\" `tick` \\ back",
    "unicode ключ" => "Grüße, 世界! 🙂 שלום",
    "lines" => "line 1\nline 2\r\n\ttabbed",
    "payloads" => "\$(touch SENTINEL_PATH) \${HOME} #{`touch SENTINEL_PATH`} {{x}} %s",
    "empty" => "",
    "bracket[nested][deep]" => "x",
    "bracket[nested][deep]" => "y",
);
$request->content($form->query);

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
