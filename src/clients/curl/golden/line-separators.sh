curl -X POST 'https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c' \
  -H 'Content-Type: application/json' \
  --data-raw '{
  "ls": "a\u2028b",
  "ps": "c\u2029d",
  "key\u2028": "\u2028\u2029"
}'
