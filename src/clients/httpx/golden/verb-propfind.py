import httpx

response = httpx.request(
    "PROPFIND",
    "https://api.example.com/dav/files",
    headers={
        "Content-Type": "application/xml; charset=utf-8",
        "Depth": "1",
    },
    content="<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<propfind xmlns=\"DAV:\"><allprop/></propfind>\n".encode("utf-8"),
)
print(response.text)
