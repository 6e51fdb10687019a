curl -X POST 'https://api.example.com/v1/empty?kept=x' \
  -H 'Content-Type: application/json' \
  --data-raw '{
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
}'
