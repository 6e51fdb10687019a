:inets.start()
:ssl.start()

url = ~c"https://api.example.com/v1/completions?stream=true"

headers = [
  {~c"Authorization", ~c"Bearer <API_KEY>"},
  {~c"Accept", ~c"text/event-stream"}
]

body = ~S"""
{
  "prompt": "Say \"it's\" $HOME `id`",
  "max_tokens": 16
}
"""

{:ok, request_id} =
  :httpc.request(
    :post,
    {url, headers, ~c"application/json", body},
    [ssl: :httpc.ssl_verify_host_options(true)],
    body_format: :binary,
    sync: false,
    stream: :self
  )

print_stream = fn print_stream ->
  receive do
    {:http, {^request_id, :stream_start, _response_headers}} ->
      print_stream.(print_stream)

    {:http, {^request_id, :stream, chunk}} ->
      IO.write(chunk)
      print_stream.(print_stream)

    {:http, {^request_id, :stream_end, _response_headers}} ->
      :ok

    {:http, {^request_id, {:error, reason}}} ->
      raise "request failed: #{inspect(reason)}"

    {:http, {^request_id, {_status_line, _response_headers, response_body}}} ->
      IO.write(response_body)
  end
end

print_stream.(print_stream)
