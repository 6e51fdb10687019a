import sys

import requests

response = requests.post(
    "https://api.example.com/v1/completions?stream=true",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
        "Accept": "text/event-stream",
    },
    json={
        "prompt": "Say \"it's\" $HOME `id`",
        "max_tokens": 16,
    },
    stream=True,
)
for chunk in response.iter_content(chunk_size=None):
    sys.stdout.buffer.write(chunk)
    sys.stdout.buffer.flush()
