printf '%s' '{
  "probe": true
}' | http OPTIONS 'https://api.example.com/v1/customers' \
  'Content-Type:application/json'
