wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --body-data='{
  "object": {},
  "array": [],
  "nested": {
    "a": {},
    "b": [
      []
    ],
    "c": [
      {}
    ]
  }
}' \
  'https://api.example.com/v1/empty?kept=x'
