printf '%s' '[
  1,
  "two",
  {
    "three": 3
  },
  [],
  null,
  true
]' | http PUT 'https://api.example.com/v1/list' \
  'Content-Type:application/json'
