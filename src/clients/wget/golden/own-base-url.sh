wget -q -O - --content-on-error --method=POST \
  --header='Content-Type: application/json' \
  --header='Authorization: Bearer <API_KEY>' \
  --body-data='{
  "name": "report.pdf"
}' \
  'https://api.example.com/files-api/v9/uploads'
