require "net/http"

uri = URI("https://api.example.com/dav/files")
request = Net::HTTPGenericRequest.new("PROPFIND", true, true, uri)
request["Content-Type"] = "application/xml; charset=utf-8"
request["Depth"] = "1"
request.body = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<propfind xmlns=\"DAV:\"><allprop/></propfind>\n"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
