require "json"
require "net/http"

uri = URI("https://api.example.com/v1/emoji?face=%F0%9F%98%80&family=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6&%F0%9F%94%91=%F0%9F%97%9D%EF%B8%8F")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request.body = JSON.generate({
  "face" => "😀",
  "family" => "👨‍👩‍👧‍👦",
  "rainbow_flag" => "🏳️‍🌈",
  "flag" => "🇺🇸",
  "thumbs" => "👍🏽",
  "keycap" => "1️⃣",
  "music" => "𝄞",
  "cjk" => "漢字かなカナ",
  "🔑" => [
    "🙂",
    "👩🏾‍💻"
  ]
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
