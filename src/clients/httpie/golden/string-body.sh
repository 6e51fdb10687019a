printf '%s' 'Grüße, 世界! 🙂 שלום
line 2
	tabbed '\''single'\'' "double" $HOME `cmd` \ \n #{x} ${x} ‮ end
' | http POST 'https://api.example.com/v1/notes' \
  'Content-Type:text/plain; charset=utf-8' \
  'Authorization:Bearer <API_KEY>'
