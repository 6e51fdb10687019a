require "net/http"

uri = URI("https://api.example.com/v1/messages")
request = Net::HTTP::Post.new(uri)
request["X-Api-Key"] = "key_123"
request.set_form(
  [
    ["subject", "Grüße \"quoted\" it's\r\nsecond line\r\n"],
    ["at", "@receipt.pdf"],
    ["lt", "<notes.txt"],
    ["type", "text;type=image/png;filename=x.png"],
    ["payload", "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} \#{x}"],
    ["count", "3"],
    ["urgent", "true"],
    ["attachments[]", File.open("docs/notes v2.txt", "rb"), { filename: "notes v2.txt", content_type: "text/plain; charset=utf-8" }],
    ["attachments[]", File.open("docs/report;final,v2.bin", "rb"), { filename: "report.bin", content_type: "application/octet-stream" }],
    ["attachments[]", File.open("./binary.dat", "rb"), { filename: "binary.dat", content_type: "application/octet-stream" }]
  ],
  "multipart/form-data"
)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
