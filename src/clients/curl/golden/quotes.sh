curl -X POST 'https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27' \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer <API_KEY>' \
  -H 'X-Quote: it'\''s "quoted" '\'''\'' "" '\''"'\''' \
  --data-raw '{
  "single": "it'\''s",
  "double": "say \"hi\"",
  "both": "'\''\"'\''\"'\''",
  "key'\''s": "v",
  "key\"s": "v",
  "empty_single": "'\'''\''",
  "empty_double": "\"\""
}'
