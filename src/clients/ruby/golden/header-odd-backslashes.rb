require "net/http"

uri = URI("https://api.example.com/v1/search")
request = Net::HTTP::Get.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request["X-Pattern"] = "key\\=value"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
