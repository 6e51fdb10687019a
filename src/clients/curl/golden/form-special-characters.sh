curl -X PUT 'https://api.example.com/v1/settings?mode=a%20b%2Bc' \
  -H 'Content-Type: application/x-www-form-urlencoded' \
  --data-urlencode 'plus%2Band%26amp%3Deq=1 + 1 = 2 & 50% off #tag ?q' \
  --data-urlencode 'quotes=it'\''s "quoted" `tick` \ back' \
  --data-urlencode 'unicode%20%D0%BA%D0%BB%D1%8E%D1%87=Grüße, 世界! 🙂 שלום' \
  --data-urlencode 'lines=line 1
line 2
	tabbed' \
  --data-urlencode 'payloads=$(touch SENTINEL_PATH) ${HOME} #{`touch SENTINEL_PATH`} {{x}} %s' \
  --data-urlencode 'empty=' \
  --data-urlencode 'bracket[nested][deep]=x' \
  --data-urlencode 'bracket[nested][deep]=y'
