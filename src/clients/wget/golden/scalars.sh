wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --body-data='{
  "yes": true,
  "no": false,
  "nothing": null,
  "list": [
    true,
    false,
    null
  ]
}' \
  'https://api.example.com/v1/scalars?yes=true&no=false&nothing='
