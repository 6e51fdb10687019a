require "json"
require "net/http"

uri = URI("https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer =sk_test:@token"
request["X-Equals"] = "=value"
request["X-At"] = "@file.txt"
request["X-Colon"] = ":=json"
request["X-Semicolon"] = ";type=text/plain"
request["X-Even-Backslashes"] = "a\\\\=b\\\\\\\\:c"
request["X-Trailing-Backslash"] = "ends with \\"
request["X-Backslash-Letter"] = "C:\\temp\\new"
request["-X-Leading-Dash"] = "--raw=value"
request.body = JSON.generate({
  "field:=" => "value==",
  "@" => "=@"
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
