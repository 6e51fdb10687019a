printf '%s' '{
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
}' | http POST 'https://api.example.com/v1/empty?kept=x' \
  'Content-Type:application/json'
