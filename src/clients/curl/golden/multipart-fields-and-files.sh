curl -X POST 'https://api.example.com/v1/messages' \
  -H 'X-Api-Key: key_123' \
  --form-string 'subject=Grüße "quoted" it'\''s
second line
' \
  --form-string 'at=@receipt.pdf' \
  --form-string 'lt=<notes.txt' \
  --form-string 'type=text;type=image/png;filename=x.png' \
  --form-string 'payload=$(touch SENTINEL_PATH) `touch SENTINEL_PATH` ${HOME} #{x}' \
  --form-string 'count=3' \
  --form-string 'urgent=true' \
  -F 'attachments[]=@docs/notes v2.txt;type=text/plain; charset=utf-8;filename=notes v2.txt' \
  -F 'attachments[]=@"docs/report;final,v2.bin";type=application/octet-stream;filename=report.bin' \
  -F 'attachments[]=@./binary.dat;type=application/octet-stream;filename=binary.dat'
