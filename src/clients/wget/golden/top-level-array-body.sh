wget -q -O - --content-on-error --method=PUT \
  --header='Content-Type: application/json' \
  --body-data='[
  1,
  "two",
  {
    "three": 3
  },
  [],
  null,
  true
]' \
  'https://api.example.com/v1/list'
