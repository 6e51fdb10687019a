library(httr)

body <- "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<propfind xmlns=\"DAV:\"><allprop/></propfind>\n"

response <- VERB(
  "PROPFIND",
  "https://api.example.com/dav/files",
  add_headers(
    "Content-Type" = "application/xml; charset=utf-8",
    "Depth" = "1"
  ),
  body = body
)

cat(content(response, as = "text", encoding = "UTF-8"))
