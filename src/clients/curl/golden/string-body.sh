curl -X POST 'https://api.example.com/v1/notes' \
  -H 'Content-Type: text/plain; charset=utf-8' \
  -H 'Authorization: Bearer <API_KEY>' \
  --data-raw 'Grüße, 世界! 🙂 שלום
line 2
	tabbed '\''single'\'' "double" $HOME `cmd` \ \n #{x} ${x} ‮ end
'
