require "json"
require "net/http"

uri = URI("https://api.example.com/v1/payloads?value0=%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22&%22%29%3B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20fmt.Println%28%22=key0&value1=%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key1&value2=%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%5C%22%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key2&value3=%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60&%60%20%2B%20func%28%29%20string%20%7B%20os.WriteFile%28%22SENTINEL_PATH%22%2C%20nil%2C%200o644%29%3B%20return%20%22%22%20%7D%28%29%20%2B%20%60=key3&value4=%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F&%60%29%3B%20os.WriteFile%28%60SENTINEL_PATH%60%2C%20nil%2C%200o644%29%20%2F%2F=key4")
request = Net::HTTP::Post.new(uri)
request["Content-Type"] = "application/json"
request["Authorization"] = "Bearer \"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\""
request["X-Payload-0"] = "\"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\""
request["X-Payload-1"] = "\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"
request["X-Payload-2"] = "\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"
request["X-Payload-3"] = "` + func() string { os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); return \"\" }() + `"
request["X-Payload-4"] = "`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"
request.body = JSON.generate({
  "values" => [
    "\"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"",
    "\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //",
    "\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //",
    "` + func() string { os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); return \"\" }() + `",
    "`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //"
  ],
  "keys" => {
    "\"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\"" => 0,
    "\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //" => 1,
    "\\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //" => 2,
    "` + func() string { os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); return \"\" }() + `" => 3,
    "`); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) //" => 4
  },
  "nested" => {
    "deeper" => [
      {
        "text" => "\"); os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); fmt.Println(\" \"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \\\"); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // ` + func() string { os.WriteFile(\"SENTINEL_PATH\", nil, 0o644); return \"\" }() + ` `); os.WriteFile(`SENTINEL_PATH`, nil, 0o644) // \r\n \uFEFF \u202E end` \\"
      }
    ]
  }
})

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
puts response.body
