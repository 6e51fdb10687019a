wget -q -O - --content-on-error --method=OPTIONS \
  --header='Content-Type: application/json' \
  --body-data='{
  "probe": true
}' \
  'https://api.example.com/v1/customers'
