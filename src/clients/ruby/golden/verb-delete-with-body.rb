require "json"
require "net/http"

uri = URI("https://api.example.com/v1/customers")
request = Net::HTTP::Delete.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request.body = JSON.generate({
  "ids" => [
    "cus_1",
    "cus_2"
  ]
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
