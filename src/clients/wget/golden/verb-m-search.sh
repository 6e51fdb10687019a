wget -q -O - --content-on-error --method=M-SEARCH \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  'https://api.example.com/v1/devices'
