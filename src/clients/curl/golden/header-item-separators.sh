curl -X POST 'https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer =sk_test:@token' \
  -H 'X-Equals: =value' \
  -H 'X-At: @file.txt' \
  -H 'X-Colon: :=json' \
  -H 'X-Semicolon: ;type=text/plain' \
  -H 'X-Even-Backslashes: a\\=b\\\\:c' \
  -H 'X-Trailing-Backslash: ends with \' \
  -H 'X-Backslash-Letter: C:\temp\new' \
  -H '-X-Leading-Dash: --raw=value' \
  --data-raw '{
  "field:=": "value==",
  "@": "=@"
}'
