wget -q -O - --content-on-error --method=PUT \
  --header='Content-Type: application/x-www-form-urlencoded' \
  --body-data='plus%2Band%26amp%3Deq=1%20%2B%201%20%3D%202%20%26%2050%25%20off%20%23tag%20%3Fq&quotes=it%27s%20%22quoted%22%20%60tick%60%20%5C%20back&unicode%20%D0%BA%D0%BB%D1%8E%D1%87=Gr%C3%BC%C3%9Fe%2C%20%E4%B8%96%E7%95%8C%21%20%F0%9F%99%82%20%D7%A9%D7%9C%D7%95%D7%9D&lines=line%201%0Aline%202%0D%0A%09tabbed&payloads=%24%28touch%20SENTINEL_PATH%29%20%24%7BHOME%7D%20%23%7B%60touch%20SENTINEL_PATH%60%7D%20%7B%7Bx%7D%7D%20%25s&empty=&bracket[nested][deep]=x&bracket[nested][deep]=y' \
  'https://api.example.com/v1/settings?mode=a%20b%2Bc'
