wget -q -O - --content-on-error --method=PROPFIND \
  --header='Content-Type: application/xml; charset=utf-8' \
  --header='Depth: 1' \
  --body-data='<?xml version="1.0" encoding="utf-8"?>
<propfind xmlns="DAV:"><allprop/></propfind>
' \
  'https://api.example.com/dav/files'
