// One api-smart-diff comparison as a whole process (the peer of `refkit diff` in diff.ts): reads
// two JSON descriptions, compares them, prints the counts by classification and the breaking
// changes' paths as JSON.
import { readFileSync } from "node:fs";
import { apiCompare } from "api-smart-diff";

const [before, after] = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, "utf8")));
const { diffs } = apiCompare(before, after);
const counts = {};
for (const diff of diffs) counts[diff.type] = (counts[diff.type] ?? 0) + 1;
const breaking = diffs.filter((diff) => diff.type === "breaking").map((diff) => ({ path: diff.path.join("/"), action: diff.action, description: diff.description }));
process.stdout.write(JSON.stringify({ total: diffs.length, counts, breaking }));
