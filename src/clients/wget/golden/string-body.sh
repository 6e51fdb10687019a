wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: text/plain; charset=utf-8' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='Grüße, 世界! 🙂 שלום
line 2
	tabbed '\''single'\'' "double" $HOME `cmd` \ \n #{x} ${x} ‮ end
' \
  'https://api.example.com/v1/notes'
