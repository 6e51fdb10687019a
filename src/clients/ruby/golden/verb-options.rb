require "json"
require "net/http"

uri = URI("https://api.example.com/v1/customers")
request = Net::HTTP::Options.new(uri)
request["Content-Type"] = "application/json"
request.body = JSON.generate({
  "probe" => true
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
