import sys

import httpx

with httpx.stream(
    "POST",
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
) as response:
    for chunk in response.iter_bytes():
        sys.stdout.buffer.write(chunk)
        sys.stdout.buffer.flush()
