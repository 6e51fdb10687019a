:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/files"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"}
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
  text_part.("purpose", "dispute_evidence") <>
    file_part.("file", "receipt.pdf", "receipt.pdf", "application/pdf") <>
    "--#{boundary}--\r\n"

{:ok, {_status_line, _response_headers, response_body}} =
  :httpc.request(
    :post,
    {url, headers, ~c"multipart/form-data; boundary=#{boundary}", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary
  )

IO.puts(response_body)
