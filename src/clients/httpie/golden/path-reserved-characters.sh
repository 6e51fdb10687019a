http --ignore-stdin GET 'https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'\''()*/a%2Fb/50%25/%25zz' \
  'Content-Type:application/json'
