import sys

import requests

response = requests.get(
    "https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
    stream=True,
)
for chunk in response.iter_content(chunk_size=None):
    sys.stdout.buffer.write(chunk)
    sys.stdout.buffer.flush()
