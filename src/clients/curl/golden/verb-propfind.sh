curl -X PROPFIND 'https://api.example.com/dav/files' \
  -H 'Content-Type: application/xml; charset=utf-8' \
  -H 'Depth: 1' \
  --data-raw '<?xml version="1.0" encoding="utf-8"?>
<propfind xmlns="DAV:"><allprop/></propfind>
'
