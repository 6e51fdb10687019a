curl -X PUT 'https://api.example.com/v1/list' \
  -H 'Content-Type: application/json' \
  --data-raw '[
  1,
  "two",
  {
    "three": 3
  },
  [],
  null,
  true
]'
