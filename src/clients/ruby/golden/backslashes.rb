require "json"
require "net/http"

uri = URI("https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer a\\b\\\\c\\"
request["X-Backslash"] = "\\ \\\\ \\\" \\' \\n \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`"
request.body = JSON.generate({
  "one" => "\\",
  "two" => "\\\\",
  "path" => "C:\\Users\\new\\table",
  "escapes" => "\\n \\r \\t \\u0041 \\x41 \\101 \\0 \\e \\a",
  "before_quotes" => "\\' \\\"",
  "before_sigils" => "\\\#{x} \\${x} \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`",
  "trailing" => "end\\",
  "key\\" => "\\key"
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
