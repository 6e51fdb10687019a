printf '%s' '{
  "ls": "a\u2028b",
  "ps": "c\u2029d",
  "key\u2028": "\u2028\u2029"
}' | http POST 'https://api.example.com/v1/separators?ls=a%E2%80%A8b&ps%E2%80%A9=c' \
  'Content-Type:application/json'
