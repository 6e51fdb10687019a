http --ignore-stdin --multipart POST 'https://api.example.com/v1/files' \
  'Authorization:Bearer <API_KEY>' \
  'purpose=dispute_evidence' \
  'file@receipt.pdf;type=application/pdf'
