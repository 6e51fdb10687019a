use strict;
use warnings;
use LWP::UserAgent;
use URI;

my $request = HTTP::Request->new("POST", "https://api.example.com/v1/customers");
$request->header("Content-Type" => "application/x-www-form-urlencoded");
$request->header("Authorization" => "Bearer <API_KEY>");

my $form = URI->new;
$form->query_form(
    "email" => "jenny.rosen\@example.com",
    "name" => "Jenny Rosen",
    "metadata[order_id]" => "6735",
    "expand" => "default_source",
    "expand" => "invoice_settings.default_payment_method",
    "balance" => "-500",
    "tax_exempt" => "false",
    "phone" => "",
);
$request->content($form->query);

my $response = LWP::UserAgent->new->request($request);
print $response->decoded_content;
