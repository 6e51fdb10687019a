:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/messages"

headers = [
  {~c"X-Api-Key", ~c"key_123"}
]

boundary = Base.encode16(:crypto.strong_rand_bytes(16), case: :lower)

text_part = fn name, value ->
  "--#{boundary}\r\nContent-Disposition: form-data; name=\"#{name}\"\r\n\r\n#{value}\r\n"
end

file_part = fn name, path, filename, type ->
  "--#{boundary}\r\nContent-Disposition: form-data; name=\"#{name}\"; filename=\"#{filename}\"\r\n" <>
    "Content-Type: #{type}\r\n\r\n" <> File.read!(path) <> "\r\n"
end

body =
  text_part.("subject", "Grüße \"quoted\" it's\r\nsecond line\r\n") <>
    text_part.("at", "@receipt.pdf") <>
    text_part.("lt", "<notes.txt") <>
    text_part.("type", "text;type=image/png;filename=x.png") <>
    text_part.("payload", "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} \#{x}") <>
    text_part.("count", "3") <>
    text_part.("urgent", "true") <>
    file_part.("attachments[]", "docs/notes v2.txt", "notes v2.txt", "text/plain; charset=utf-8") <>
    file_part.("attachments[]", "docs/report;final,v2.bin", "report.bin", "application/octet-stream") <>
    file_part.("attachments[]", "./binary.dat", "binary.dat", "application/octet-stream") <>
    "--#{boundary}--\r\n"

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"multipart/form-data; boundary=#{boundary}", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
