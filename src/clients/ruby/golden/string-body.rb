require "net/http"

uri = URI("https://api.example.com/v1/notes")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "text/plain; charset=utf-8"
request["Authorization"] = "Bearer <API_KEY>"
request.body = "Grüße, 世界! 🙂 שלום\nline 2\r\n\ttabbed 'single' \"double\" $HOME `cmd` \\ \\n \#{x} ${x}\u2028\u202E end\n"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
