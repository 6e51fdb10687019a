import httpx

response = httpx.get(
    "https://api.example.com/v1/a+b/c;d=e,f/g@h:i/!$&'()*/a%2Fb/50%25/%25zz",
    headers={
        "Content-Type": "application/json",
    },
)
print(response.text)
