require "net/http"

uri = URI("https://api.example.com/v1/files")
request = Net::HTTP::Post.new(uri)
request["Authorization"] = "Bearer <API_KEY>"
request.set_form(
  [
    ["purpose", "dispute_evidence"],
    ["file", File.open("receipt.pdf", "rb"), { filename: "receipt.pdf", content_type: "application/pdf" }]
  ],
  "multipart/form-data"
)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
