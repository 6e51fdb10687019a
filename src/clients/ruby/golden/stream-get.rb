require "net/http"

uri = URI("https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z")
request = Net::HTTP::Get.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer <API_KEY>"

Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request) do |response|
    response.read_body do |chunk|
      $stdout.write(chunk)
      $stdout.flush
    end
  end
end
