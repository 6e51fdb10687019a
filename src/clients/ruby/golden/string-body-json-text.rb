require "net/http"

uri = URI("https://api.example.com/v1/events")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request.body = "{\"compact\":true,  \"spacing\" : [1,2]}"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
