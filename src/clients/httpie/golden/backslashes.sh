printf '%s' '{
  "one": "\\",
  "two": "\\\\",
  "path": "C:\\Users\\new\\table",
  "escapes": "\\n \\r \\t \\u0041 \\x41 \\101 \\0 \\e \\a",
  "before_quotes": "\\'\'' \\\"",
  "before_sigils": "\\#{x} \\${x} \\$(touch SENTINEL_PATH) \\`touch SENTINEL_PATH\\`",
  "trailing": "end\\",
  "key\\": "\\key"
}' | http POST 'https://api.example.com/v1/backslashes?back%5Cslash=C%3A%5CUsers%5Cnew&trailing=end%5C' \
  'Content-Type:application/json' \
  'Authorization:Bearer a\b\\c\' \
  'X-Backslash:\ \\ \" \'\'' \n \$(touch SENTINEL_PATH) \`touch SENTINEL_PATH\`'
