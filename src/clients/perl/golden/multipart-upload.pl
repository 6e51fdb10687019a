use strict;
use warnings;
use HTTP::Request::Common qw(POST);
use LWP::UserAgent;

my $request = POST "https://api.example.com/v1/files",
    Content_Type => "form-data",
    Content => [
        "purpose" => "dispute_evidence",
        "file" => ["receipt.pdf", "receipt.pdf", Content_Type => "application/pdf"],
    ];
$request->header("Authorization" => "Bearer <API_KEY>");

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
