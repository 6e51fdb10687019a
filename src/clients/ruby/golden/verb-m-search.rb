require "net/http"

uri = URI("https://api.example.com/v1/devices")
request = Net::HTTPGenericRequest.new("M-SEARCH", false, true, uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
