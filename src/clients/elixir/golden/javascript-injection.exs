:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/payloads?value0=%24%7Brequire%28%22fs%22%29.writeFileSync%28%22SENTINEL_PATH%22%2C%22%22%29%7D&%24%7Brequire%28%22fs%22%29.writeFileSync%28%22SENTINEL_PATH%22%2C%22%22%29%7D=key0&value1=%24%7B%28await%20import%28%22node%3Afs%22%29%29.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%7D&%24%7B%28await%20import%28%22node%3Afs%22%29%29.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%7D=key1&value2=%60%24%7Bprocess.exit%283%29%7D%60&%60%24%7Bprocess.exit%283%29%7D%60=key2&value3=%22%29%3B%20import%28%22node%3Afs%22%29.then%28%28fs%29%20%3D%3E%20fs.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%29%3B%20%28%22&%22%29%3B%20import%28%22node%3Afs%22%29.then%28%28fs%29%20%3D%3E%20fs.writeFileSync%28%22SENTINEL_PATH%22%2C%20%22%22%29%29%3B%20%28%22=key3&value4=%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E=key4"

headers = [
  {~c"Authorization", ~c"Bearer ${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}"},
  {~c"X-Payload-0", ~c"${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}"},
  {~c"X-Payload-1", ~c"${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}"},
  {~c"X-Payload-2", ~c"`${process.exit(3)}`"},
  {~c"X-Payload-3", ~c"\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\""},
  {~c"X-Payload-4", ~c"</script><script>alert(1)</script>"}
]

body = ~S"""
{
  "values": [
    "${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}",
    "${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}",
    "`${process.exit(3)}`",
    "\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"",
    "</script><script>alert(1)</script>"
  ],
  "keys": {
    "${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")}": 0,
    "${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")}": 1,
    "`${process.exit(3)}`": 2,
    "\"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\"": 3,
    "</script><script>alert(1)</script>": 4
  },
  "nested": {
    "deeper": [
      {
        "text": "${require(\"fs\").writeFileSync(\"SENTINEL_PATH\",\"\")} ${(await import(\"node:fs\")).writeFileSync(\"SENTINEL_PATH\", \"\")} `${process.exit(3)}` \"); import(\"node:fs\").then((fs) => fs.writeFileSync(\"SENTINEL_PATH\", \"\")); (\" </script><script>alert(1)</script>"
      }
    ]
  }
}
"""

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"application/json", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
