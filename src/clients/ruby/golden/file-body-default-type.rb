require "net/http"

uri = URI("https://api.example.com/v1/imports?format=ndjson")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/octet-stream"
request["Authorization"] = "Bearer <API_KEY>"
request.body = File.binread("data/it's \"my\" export $1.ndjson")

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
