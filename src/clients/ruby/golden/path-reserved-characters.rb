require "net/http"

uri = URI("https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'()*/a%2Fb/50%25/%25zz")
request = Net::HTTP::Get.new(uri)
request["Content-Type"] = "application/json"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
