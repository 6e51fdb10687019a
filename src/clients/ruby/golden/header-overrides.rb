require "json"
require "net/http"

uri = URI("https://api.example.com/v1/customers")
request = Net::HTTP::Post.new(uri)
request["content-type"] = "application/merge-patch+json"
request["AUTHORIZATION"] = "Token override"
request["X-Request-Id"] = "req_123"
request["Idempotency-Key"] = "padded\tvalue"
request.body = JSON.generate({
  "name" => "Jenny"
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
