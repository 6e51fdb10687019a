use strict;
use warnings;
use HTTP::Request::Common qw(POST);
use LWP::UserAgent;

my $request = POST "https://api.example.com/v1/messages",
    Content_Type => "form-data",
    Content => [
        "subject" => "Grüße \"quoted\" it's\r\nsecond line\r\n",
        "at" => "\@receipt.pdf",
        "lt" => "<notes.txt",
        "type" => "text;type=image/png;filename=x.png",
        "payload" => "\$(touch SENTINEL_PATH) `touch SENTINEL_PATH` \${HOME} #{x}",
        "count" => "3",
        "urgent" => "true",
        "attachments[]" => ["docs/notes v2.txt", "notes v2.txt", Content_Type => "text/plain; charset=utf-8"],
        "attachments[]" => ["docs/report;final,v2.bin", "report.bin", Content_Type => "application/octet-stream"],
        "attachments[]" => ["./binary.dat", "binary.dat", Content_Type => "application/octet-stream"],
    ];
$request->header("X-Api-Key" => "key_123");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
