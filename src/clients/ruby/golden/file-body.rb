require "net/http"

uri = URI("https://api.example.com/v1/objects/photo.jpg")
request = Net::HTTP::Put.new(uri)
request["Content-Type"] = "image/jpeg"
request["Authorization"] = "Bearer <API_KEY>"
request.body = File.binread("photo.jpg")

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
