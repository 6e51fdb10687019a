require "json"
require "net/http"

uri = URI("https://api.example.com/v1/customers/cus_123")
request = Net::HTTP::Put.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request.body = JSON.generate({
  "name" => "Jenny"
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
