printf '%s' '{
  "hebrew": "שלום עולם",
  "arabic": "مرحبا بالعالم",
  "mixed": "abc שלום 123 مرحبا",
  "מפתח": "ערך",
  "controls": "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C",
  "trojan": "user\u202E \u2066// admin\u2069 \u2066",
  "key\u202E": "\u2067rtl\u2069"
}' | http POST 'https://api.example.com/v1/rtl?hebrew=%D7%A9%D7%9C%D7%95%D7%9D%20%D7%A2%D7%95%D7%9C%D7%9D&arabic=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20%D8%A8%D8%A7%D9%84%D8%B9%D8%A7%D9%84%D9%85&%D9%85%D9%81%D8%AA%D8%A7%D8%AD=%D7%A2%D7%A8%D7%9A&bidi=a%E2%80%AEb%E2%80%ACc' \
  'Content-Type:application/json'
