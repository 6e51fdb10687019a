const response = await fetch("https://api.example.com/dav/files", {
  method: "PROPFIND",
  headers: {
    "Content-Type": "application/xml; charset=utf-8",
    Depth: "1",
  },
  body: "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<propfind xmlns=\"DAV:\"><allprop/></propfind>\n",
});

console.log(await response.text());
