wget -q -O - --content-on-error \
  --header='Content-Type: application/json' \
  --header='X-Trace: t1' \
  'https://api.example.com/v1/health'
