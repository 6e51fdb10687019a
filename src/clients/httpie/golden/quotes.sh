printf '%s' '{
  "single": "it'\''s",
  "double": "say \"hi\"",
  "both": "'\''\"'\''\"'\''",
  "key'\''s": "v",
  "key\"s": "v",
  "empty_single": "'\'''\''",
  "empty_double": "\"\""
}' | http POST 'https://api.example.com/v1/quotes?it%27s=don%27t&say%20%22hi%22=%22quoted%22&mixed=%27%22%27%22%27' \
  'Content-Type:application/json' \
  'Authorization:Bearer <API_KEY>' \
  'X-Quote:it'\''s "quoted" '\'''\'' "" '\''"'\'''
