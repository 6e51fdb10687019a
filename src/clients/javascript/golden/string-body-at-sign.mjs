const response = await fetch("https://api.example.com/v1/notes", {
  method: "POST",
  headers: {
    "Content-Type": "text/plain",
  },
  body: "@/etc/passwd",
});

console.log(await response.text());
