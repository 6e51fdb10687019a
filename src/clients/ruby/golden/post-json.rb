require "json"
require "net/http"

uri = URI("https://api.example.com/v1/customers")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request.body = JSON.generate({
  "email" => "jenny.rosen@example.com",
  "name" => "Jenny Rosen",
  "metadata" => {
    "order_id" => "6735"
  }
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
