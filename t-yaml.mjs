import { Parser, Composer } from "yaml";
const n = 20000;
const src = `x: ${"[".repeat(n)}${"]".repeat(n)}\n`;
const docs = [...new Parser().parse(src)];
const c = [...new Composer({version:"1.2"}).compose(docs)];
console.log("composed");
try { c[0].toJS(); console.log("tojs ok") } catch (e) { console.log("tojs", e.message) }
