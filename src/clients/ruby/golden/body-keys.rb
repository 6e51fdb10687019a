require "json"
require "net/http"

uri = URI("https://api.example.com/v1/keys")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request.body = JSON.generate({
  "1" => "digit",
  "" => "empty key",
  "with space" => 1,
  "01" => "leading zero",
  "-1" => "negative",
  "1.5" => "decimal",
  "a-b" => "dash",
  "a.b" => "dot",
  "$dollar" => "$",
  "_under" => "_",
  "\#{x}" => "ruby",
  "${x}" => "js",
  "{x}" => "python",
  "'" => "single",
  "\"" => "double",
  "\\" => "backslash",
  "a\nb" => "newline"
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
