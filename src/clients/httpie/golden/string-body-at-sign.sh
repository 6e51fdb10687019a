printf '%s' '@/etc/passwd' | http POST 'https://api.example.com/v1/notes' \
  'Content-Type:text/plain'
