require "net/http"

uri = URI("https://api.example.com/v1/customers?tag=a&tag=b&tag=a%20b&id=1&id=2&id=3&mixed=1&mixed=x&mixed=true&mixed=&single=only")
request = Net::HTTP::Get.new(uri)
request["Content-Type"] = "application/json"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
