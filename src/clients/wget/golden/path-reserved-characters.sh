wget -q -O - --content-on-error \
  --header='Content-Type: application/json' \
  'https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'\''()*/a%2Fb/50%25/%25zz'
