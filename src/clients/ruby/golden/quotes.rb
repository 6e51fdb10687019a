require "json"
require "net/http"

uri = URI("https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request["X-Quote"] = "it's \"quoted\" '' \"\" '\"'"
request.body = JSON.generate({
  "single" => "it's",
  "double" => "say \"hi\"",
  "both" => "'\"'\"'",
  "key's" => "v",
  "key\"s" => "v",
  "empty_single" => "''",
  "empty_double" => "\"\""
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
