require "json"
require "net/http"

uri = URI("https://api.example.com/v1/list")
request = Net::HTTP::Put.new(uri)
request["Content-Type"] = "application/json"
request.body = JSON.generate([
  1,
  "two",
  {
    "three" => 3
  },
  [],
  nil,
  true
])

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
