import requests

response = requests.post(
    "https://api.example.com/v1/messages",
    headers={
        "X-Api-Key": "key_123",
    },
    data={
        "subject": "Grüße \"quoted\" it's\r\nsecond line\r\n",
        "at": "@receipt.pdf",
        "lt": "<notes.txt",
        "type": "text;type=image/png;filename=x.png",
        "payload": "$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}",
        "count": "3",
        "urgent": "true",
    },
    files=[
        ("attachments[]", ("notes v2.txt", open("docs/notes v2.txt", "rb"), "text/plain; charset=utf-8")),
        ("attachments[]", ("report.bin", open("docs/report;final,v2.bin", "rb"), "application/octet-stream")),
        ("attachments[]", ("binary.dat", open("./binary.dat", "rb"), "application/octet-stream")),
    ],
)
print(response.text)
