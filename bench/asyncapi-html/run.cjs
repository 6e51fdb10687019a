// The AsyncAPI Initiative's HTML template run as its generator's API runs it, in a process of its
// own: `node run.cjs DOCUMENT OUT`. Used by ../asyncapi.ts, timed as a whole process.
const { dirname } = require("node:path");
const Generator = require("@asyncapi/generator");

const [document, out] = process.argv.slice(2);
const template = dirname(require.resolve("@asyncapi/html-template/package.json"));
const generator = new Generator(template, out, { forceWrite: true, templateParams: { singleFile: "false" } });
generator.generateFromFile(document).then(
  () => process.exit(0),
  (error) => {
    console.error(error && error.stack ? error.stack : String(error));
    process.exit(1);
  },
);
