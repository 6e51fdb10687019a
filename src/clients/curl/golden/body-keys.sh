curl -X POST 'https://api.example.com/v1/keys' \
  -H 'Content-Type: application/json' \
  --data-raw '{
  "1": "digit",
  "": "empty key",
  "with space": 1,
  "01": "leading zero",
  "-1": "negative",
  "1.5": "decimal",
  "a-b": "dash",
  "a.b": "dot",
  "$dollar": "$",
  "_under": "_",
  "#{x}": "ruby",
  "${x}": "js",
  "{x}": "python",
  "'\''": "single",
  "\"": "double",
  "\\": "backslash",
  "a\nb": "newline"
}'
