require "json"
require "net/http"

uri = URI("https://api.example.com/v1/scalars?yes=true&no=false&nothing=")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request.body = JSON.generate({
  "yes" => true,
  "no" => false,
  "nothing" => nil,
  "list" => [
    true,
    false,
    nil
  ]
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
