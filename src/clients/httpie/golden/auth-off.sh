http --ignore-stdin GET 'https://api.example.com/v1/health' \
  'Content-Type:application/json' \
  'X-Trace:t1'
