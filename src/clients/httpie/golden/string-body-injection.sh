printf '%s' '$(touch SENTINEL_PATH)
`touch SENTINEL_PATH`
'\''; touch SENTINEL_PATH; '\''
"; touch SENTINEL_PATH; "
$HOME ${HOME} $0 $$ !! ~ *
| touch SENTINEL_PATH && touch SENTINEL_PATH > SENTINEL_PATH
#{system("touch SENTINEL_PATH")}
#{`touch SENTINEL_PATH`}
#@ivar #@@cvar #$0 #$PROGRAM_NAME
%x(touch SENTINEL_PATH)
"; system("touch SENTINEL_PATH"); "
${require("fs").writeFileSync("SENTINEL_PATH","")}
${(await import("node:fs")).writeFileSync("SENTINEL_PATH", "")}
`${process.exit(3)}`
"); import("node:fs").then((fs) => fs.writeFileSync("SENTINEL_PATH", "")); ("
</script><script>alert(1)</script>
" + __import__("os").system("touch SENTINEL_PATH") + "
{__import__("os").system("touch SENTINEL_PATH")}
""" + __import__("os").system("touch SENTINEL_PATH") + """
'\'' + __import__('\''os'\'').system('\''touch SENTINEL_PATH'\'') + '\''
\N{BULLET} %s %(x)s {0}' | http POST 'https://api.example.com/v1/raw' \
  'Content-Type:text/plain'
