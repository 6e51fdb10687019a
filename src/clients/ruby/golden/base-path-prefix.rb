require "json"
require "net/http"

uri = URI("https://api.example.com/api/v2/customers?expand=default_source")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request.body = JSON.generate({
  "email" => "jenny@example.com"
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
