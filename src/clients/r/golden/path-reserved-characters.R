library(httr)

response <- GET(
  "https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'()*/a%2Fb/50%25/%25zz",
  add_headers(
    "Content-Type" = "application/json"
  )
)

cat(content(response, as = "text", encoding = "UTF-8"))
