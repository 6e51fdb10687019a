require "json"
require "net/http"

uri = URI("https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request.body = JSON.generate({
  "ls" => "a\u2028b",
  "ps" => "c\u2029d",
  "key\u2028" => "\u2028\u2029"
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
