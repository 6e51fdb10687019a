require "json"
require "net/http"

uri = URI("https://api.example.com/v1/customers/search?limit=10")
request = Net::HTTPGenericRequest.new("QUERY", true, true, uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request.body = JSON.generate({
  "email" => "a'b\"c@example.com",
  "created" => {
    "gte" => 1700000000
  }
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
