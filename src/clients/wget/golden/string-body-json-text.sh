wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --body-data='{"compact":true,  "spacing" : [1,2]}' \
  'https://api.example.com/v1/events'
