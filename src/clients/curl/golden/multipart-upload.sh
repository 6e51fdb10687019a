curl -X POST 'https://api.example.com/v1/files' \
  -H 'Authorization: Bearer <API_KEY>' \
  --form-string 'purpose=dispute_evidence' \
  -F 'file=@receipt.pdf;type=application/pdf;filename=receipt.pdf'
