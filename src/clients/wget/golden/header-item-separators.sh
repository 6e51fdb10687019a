wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer =sk_test:@token' \
  --header='X-Equals: =value' \
  --header='X-At: @file.txt' \
  --header='X-Colon: :=json' \
  --header='X-Semicolon: ;type=text/plain' \
  --header='X-Even-Backslashes: a\\=b\\\\:c' \
  --header='X-Trailing-Backslash: ends with \' \
  --header='X-Backslash-Letter: C:\temp\new' \
  --header='-X-Leading-Dash: --raw=value' \
  --body-data='{
  "field:=": "value==",
  "@": "=@"
}' \
  'https://api.example.com/v1/items?a%3D%3Db=c%3A%3Dd&%40file=x%3By'
