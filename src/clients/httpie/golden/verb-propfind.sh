printf '%s' '<?xml version="1.0" encoding="utf-8"?>
<propfind xmlns="DAV:"><allprop/></propfind>
' | http PROPFIND 'https://api.example.com/dav/files' \
  'Content-Type:application/xml; charset=utf-8' \
  'Depth:1'
