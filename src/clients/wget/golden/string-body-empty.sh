wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --body-data='' \
  'https://api.example.com/v1/ping'
