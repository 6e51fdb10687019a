/**
 * Resource limits: every oversized or malformed input ends in a rendered page or a clear
 * RefkitError, never a stack overflow (RangeError) or an out-of-memory crash. No timings are
 * asserted here (they belong in bench/); the heavy cases also run in a child process with a
 * 512 MB heap, whose clean exit shows that memory stays bounded.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../src/cli.ts";
import { ErrorTable, FieldTable, JsonResponse, RefkitError, RequestExample, render, type Field } from "../src/index.ts";
import { maxHighlightLength } from "../src/text/highlight.ts";
import { decodeEntities } from "./render/support.ts";

const repo = new URL("..", import.meta.url).pathname;
const heavy = 300_000;

/** `{ a: { a: … 1 } }`, `levels` objects deep. */
function nestedObject(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** `[[ … [1] … ]]`, `levels` arrays deep. */
function nestedArray(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** The error `declare` throws; fails the test when it is not a RefkitError (a RangeError, say). */
function refkitError(declare: () => unknown): RefkitError {
  try {
    declare();
  } catch (error) {
    if (error instanceof RefkitError) return error;
    throw new Error(`expected a RefkitError, got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
  throw new Error("expected a RefkitError, got none");
}

/** The text of every `<pre><code>` in `html`, entities decoded: what the reader sees and copies. */
function preTexts(html: string): string[] {
  return [...html.matchAll(/<pre class="rk-code"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((match) => decodeEntities(match[1]!.replace(/<[^>]*>/g, "")));
}

describe("nesting is bounded before anything recurses", () => {
  it("a request body nested 10,000 levels deep: a RefkitError at 100 levels", () => {
    for (const body of [nestedObject(10_000), nestedArray(10_000)]) {
      const error = refkitError(() => RequestExample({ method: "post", path: "/v1/deep", body }));
      expect(error.component).toBe("RequestExample");
      expect(error.problem).toBe("expected at most 100 levels of nesting, got a value nested deeper");
      // The key path is shortened: its first and last keys, and how many are left out.
      expect(error.message).toMatch(/^RequestExample, key "body(\.a|\[0\]){8}…\(88 more\)…(\.a|\[0\]){4}": expected at most 100 levels of nesting, got a value nested deeper$/);
    }
  });

  it("a request body of exactly 100 levels renders; 101 levels do not", async () => {
    const html = await render(RequestExample({ method: "post", path: "/v1/deep", body: nestedObject(100) }));
    const texts = preTexts(html);
    expect(texts).toHaveLength(4);
    // Every client writes the 100 keys, each on its own line (quoted or not, as its language writes keys).
    for (const text of texts) expect(text.split("\n").filter((line) => /^\s*"?a"?\s*(:|=>)/.test(line))).toHaveLength(100);
    expect(refkitError(() => RequestExample({ method: "post", path: "/v1/deep", body: nestedObject(101) })).problem).toBe("expected at most 100 levels of nesting, got a value nested deeper");
  });

  it("a JsonResponse nested 10,000 levels deep: a RefkitError at 1000 levels", () => {
    for (const value of [nestedObject(10_000), nestedArray(10_000)]) {
      const error = refkitError(() => JsonResponse(value));
      expect(error.problem).toBe("expected at most 1000 levels of nesting, got a value nested deeper");
      expect(error.message).toMatch(/^JsonResponse, key "value(\.a|\[0\]){8}…\(988 more\)…(\.a|\[0\]){4}": expected at most 1000 levels/);
    }
  });

  it("a JsonResponse of exactly 1000 levels renders, its text exact; 1001 levels do not", { timeout: heavy }, async () => {
    const value = nestedObject(1000);
    const html = await render(JsonResponse(value));
    expect(preTexts(html)).toEqual([JSON.stringify(value, null, 2)]);
    expect(refkitError(() => JsonResponse(nestedObject(1001))).problem).toBe("expected at most 1000 levels of nesting, got a value nested deeper");
  });

  it("a query nested 10,000 levels deep: a RefkitError at 1000 levels", () => {
    const error = refkitError(() => RequestExample({ method: "get", path: "/v1/deep", query: { filter: nestedObject(10_000) as never } }));
    expect(error.message).toMatch(/^RequestExample, key "query\.filter(\.a){7}…\(988 more\)…(\.a){4}": expected at most 1000 levels of nesting, got a value nested deeper$/);
  });

  it("FieldTable children nested 10,000 levels deep: a RefkitError at 100 levels", () => {
    let fields: Field[] = [{ name: "leaf", type: "string", description: "The end." }];
    for (let i = 0; i < 10_000; i++) fields = [{ name: `f${i}`, type: "object", description: "A level.", children: fields }];
    const error = refkitError(() => FieldTable(fields));
    expect(error.problem).toBe("expected at most 100 levels of nested children, got fields nested deeper");
    expect(error.key).toBe("children");
  });
});

describe("circular structures end in a clear RefkitError", () => {
  const cyclic = (): Record<string, unknown> => {
    const value: Record<string, unknown> = { id: "x", nested: { list: [] as unknown[] } };
    ((value.nested as Record<string, unknown>).list as unknown[]).push(value);
    return value;
  };

  it("in a body", () => {
    expect(refkitError(() => RequestExample({ method: "post", path: "/x", body: cyclic() })).message).toBe(
      'RequestExample, key "body.nested.list[0]": expected a JSON value, got a circular reference',
    );
  });

  it("in a response", () => {
    expect(refkitError(() => JsonResponse(cyclic())).message).toBe('JsonResponse, key "value.nested.list[0]": expected a JSON value, got a circular reference');
  });

  it("in a query", () => {
    expect(refkitError(() => RequestExample({ method: "get", path: "/x", query: cyclic() })).message).toBe(
      'RequestExample, key "query.nested.list[0]": expected a JSON value, got a circular reference',
    );
  });

  it("in a FieldTable: a field among its own children", () => {
    const field: { name: string; type: string; description: string; children: unknown[] } = { name: "customer", type: "object", description: "x", children: [] };
    field.children.push(field);
    expect(refkitError(() => FieldTable([field as Field])).message).toBe(
      'FieldTable row 1 ("customer"), key "children": expected an array of fields, got a circular reference (a field among its own children)',
    );
  });

  it("in a FieldTable: a field among its grandchildren", () => {
    const parent: Field & { children: Field[] } = { name: "a", type: "object", description: "x", children: [] };
    const child: Field & { children: Field[] } = { name: "b", type: "object", description: "x", children: [parent] };
    parent.children.push({ name: "plain", type: "string", description: "x" }, child);
    expect(refkitError(() => FieldTable([parent])).message).toBe(
      'FieldTable row 1 ("a") children row 2 ("b"), key "children": expected an array of fields, got a circular reference (a field among its own children)',
    );
  });

  it("a field shared by two parents is not a cycle", async () => {
    const shared: Field = { name: "id", type: "string", description: "x" };
    const html = await render(FieldTable([{ name: "a", type: "object", description: "x", children: [shared] }, { name: "b", type: "object", description: "x", children: [shared] }]));
    expect(html.match(/<tr id="row-[ab]\.id" class="rk-field rk-depth-1">/g)).toHaveLength(2);
  });
});

describe("large inputs render", () => {
  it("a 10 MB JsonResponse: shown as exact plain text (over the highlighting cut-off)", { timeout: heavy }, async () => {
    const data = Array.from({ length: 80_000 }, (_, i) => ({ id: `obj_${i}`, name: `Item <${i}> & "friends"`, amount: i * 3, active: i % 2 === 0, tags: ["a", "b"] }));
    const json = JSON.stringify({ data }, null, 2);
    expect(json.length).toBeGreaterThan(10 * 1024 * 1024);
    const html = await render(JsonResponse({ data }));
    const code = /<pre class="rk-code"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)![1]!;
    expect(code).not.toContain("<span");
    expect(decodeEntities(code)).toBe(json);
  });

  it("code up to the cut-off is highlighted, longer code is not, and both keep their text", { timeout: heavy }, async () => {
    // Many short lines (a line of 1,000 characters or more is shown plain anyway), padded to size.
    const sized = (length: number) => {
      const lines = Object.fromEntries(Array.from({ length: Math.floor(length / 70) }, (_, i) => [`k${i}`, "x".repeat(50)]));
      const base = JSON.stringify({ ...lines, pad: "" }, null, 2).length;
      return { ...lines, pad: "x".repeat(length - base) };
    };
    const at = await render(JsonResponse(sized(maxHighlightLength)));
    const over = await render(JsonResponse(sized(maxHighlightLength + 1)));
    expect(at).toMatch(/<span class="rk-t[a-z]">/);
    expect(over).not.toMatch(/<span class="rk-t[a-z]">/);
    expect(preTexts(at)[0]).toHaveLength(maxHighlightLength);
    expect(preTexts(over)[0]).toHaveLength(maxHighlightLength + 1);
  });

  it("a 100,000-row FieldTable", { timeout: heavy }, async () => {
    const fields = Array.from({ length: 100_000 }, (_, i) => ({ name: `field_${i}`, type: "string", required: i % 3 === 0, description: `Field number ${i}.` }));
    const html = await render(FieldTable(fields));
    expect(html.match(/<tr id="row-field_\d+" class="rk-field">/g)).toHaveLength(100_000);
    expect(html).toContain('<a class="rk-row-link" href="#row-field_99999"><code class="rk-field-name">field_99999</code></a>');
  });

  it("a 100,000-row ErrorTable", { timeout: heavy }, async () => {
    const errors = Array.from({ length: 100_000 }, (_, i) => ({ scenario: `Case ${i}`, status: "422", type: "validation_error", ...(i % 2 ? { param: `p${i}` } : {}) }));
    const html = await render(ErrorTable(errors));
    const body = html.slice(html.indexOf("<tbody>"));
    // One anchor per row, unique although every row has the same status and type.
    const ids = [...body.matchAll(/<tr id="([^"]+)">/g)].map((match) => match[1]);
    expect(ids).toHaveLength(100_000);
    expect(new Set(ids).size).toBe(100_000);
    expect(ids.at(-1)).toBe("row-422-validation_error-100000");
    expect(html).toContain("<code>p99999</code>");
  });
});

describe("through the command, a limit names the page file", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-limits-"));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it.each([
    ["a body 10,000 levels deep", `let body: unknown = 1; for (let i = 0; i < 10000; i++) body = { a: body };`, `RequestExample({ method: "post", path: "/x", body })`, /RequestExample, key "body\.a.*": expected at most 100 levels of nesting, got a value nested deeper$/],
    ["a field among its own children", `const field: any = { name: "a", type: "object", description: "x", children: [] }; field.children.push(field);`, `FieldTable([field])`, /FieldTable row 1 \("a"\), key "children": expected an array of fields, got a circular reference/],
  ])("%s", async (name, before, component, reason) => {
    const root = join(work, name.replace(/\W+/g, "-"));
    await mkdir(join(root, "pages"), { recursive: true });
    await writeFile(join(root, "package.json"), '{ "type": "module" }\n');
    const file = join(root, "pages", "deep.ts");
    await writeFile(
      file,
      `import { ErrorTable, FieldTable, JsonResponse, Page, RequestExample, Section } from "refkit";
${before}
export default class Deep extends Page {
  title = "Deep";
  sections() {
    return [Section("Deep", {}, ${component})];
  }
}
`,
    );
    const err: string[] = [];
    expect(await run(["build"], { stdout: () => {}, stderr: (line) => err.push(line), cwd: root, env: {} })).toBe(1);
    const lines = err.join("\n").split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]!.startsWith(`${file}: `)).toBe(true);
    expect(lines[1]).toMatch(reason);
  });
});

describe("memory stays bounded", () => {
  it("the heavy cases run in a child process with a 512 MB heap", { timeout: heavy }, async () => {
    const work = await mkdtemp(join(tmpdir(), "refkit-memory-"));
    try {
      const script = join(work, "heavy.mts");
      await writeFile(
        script,
        `import { ErrorTable, FieldTable, JsonResponse, RefkitError, RequestExample, render } from ${JSON.stringify(join(repo, "src", "index.ts"))};
const nested = (levels) => { let v = 1; for (let i = 0; i < levels; i++) v = { a: v }; return v; };
const refused = (declare) => { try { declare(); } catch (error) { if (error instanceof RefkitError) return; throw error; } throw new Error("not refused"); };
refused(() => RequestExample({ method: "post", path: "/x", body: nested(10000) }));
refused(() => JsonResponse(nested(10000)));
refused(() => RequestExample({ method: "get", path: "/x", query: { q: nested(10000) } }));
const field = { name: "a", type: "object", description: "x", children: [] };
field.children.push(field);
refused(() => FieldTable([field]));
await render(JsonResponse(nested(1000)));
for (let round = 0; round < 2; round++) {
  const data = Array.from({ length: 80000 }, (_, i) => ({ id: "obj_" + i, name: "Item " + i, amount: i * 3, active: i % 2 === 0, tags: ["a", "b"] }));
  await render(JsonResponse({ data }));
  await render(FieldTable(Array.from({ length: 100000 }, (_, i) => ({ name: "f" + i, type: "string", description: "Field " + i }))));
  await render(ErrorTable(Array.from({ length: 100000 }, (_, i) => ({ scenario: "Case " + i, status: "404", type: "not_found" }))));
}
console.log("heavy cases done");
`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, ["--max-old-space-size=512", "--import", "tsx", script], { cwd: repo, maxBuffer: 1024 * 1024 });
      expect(stdout.trim()).toBe("heavy cases done");
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
