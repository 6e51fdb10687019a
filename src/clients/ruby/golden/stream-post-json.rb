require "json"
require "net/http"

uri = URI("https://api.example.com/v1/completions?stream=true")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"
request["Accept"] = "text/event-stream"
request.body = JSON.generate({
  "prompt" => "Say \"it's\" $HOME `id`",
  "max_tokens" => 16
})

Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request) do |response|
    response.read_body do |chunk|
      $stdout.write(chunk)
      $stdout.flush
    end
  end
end
