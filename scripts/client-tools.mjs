// Prints what runs each shipped client's snippets, one line per client folder
// (src/clients/<token>/tool.json, and the event clients' src/event-clients/<token>/tool.json): its
// Debian packages, space-separated, then "|", then its probe as one shell command.
// scripts/test-all.sh installs from these lines.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const quote = (word) => (/^[\w./=-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`);
for (const folder of ["clients", "event-clients"]) {
  const dir = new URL(`../src/${folder}/`, import.meta.url).pathname;
  for (const token of readdirSync(dir).sort()) {
    if (!statSync(join(dir, token)).isDirectory()) continue;
    const tool = JSON.parse(readFileSync(join(dir, token, "tool.json"), "utf8"));
    console.log(`${tool.aptPackages.join(" ")}|${tool.probe.map(quote).join(" ")}`);
  }
}
