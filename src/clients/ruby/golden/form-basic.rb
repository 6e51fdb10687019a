require "net/http"

uri = URI("https://api.example.com/v1/customers")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/x-www-form-urlencoded"
request["Authorization"] = "Bearer <API_KEY>"
request.body = URI.encode_www_form({
  "email" => "jenny.rosen@example.com",
  "name" => "Jenny Rosen",
  "metadata[order_id]" => "6735",
  "expand" => [
    "default_source",
    "invoice_settings.default_payment_method"
  ],
  "balance" => "-500",
  "tax_exempt" => "false",
  "phone" => ""
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
