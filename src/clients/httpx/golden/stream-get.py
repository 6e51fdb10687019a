import sys

import httpx

with httpx.stream(
    "GET",
    "https://api.example.com/v1/events/tail?since=2026-01-01T00%3A00%3A00Z",
    headers={
        "Content-Type": "application/json",
        "Authorization": "Bearer <API_KEY>",
    },
) as response:
    for chunk in response.iter_bytes():
        sys.stdout.buffer.write(chunk)
        sys.stdout.buffer.flush()
