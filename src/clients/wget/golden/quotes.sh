wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --header='X-Quote: it'\''s "quoted" '\'''\'' "" '\''"'\''' \
  --body-data='{
  "single": "it'\''s",
  "double": "say \"hi\"",
  "both": "'\''\"'\''\"'\''",
  "key'\''s": "v",
  "key\"s": "v",
  "empty_single": "'\'''\''",
  "empty_double": "\"\""
}' \
  'https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27'
