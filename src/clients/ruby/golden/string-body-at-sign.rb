require "net/http"

uri = URI("https://api.example.com/v1/notes")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "text/plain"
request.body = "@/etc/passwd"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
