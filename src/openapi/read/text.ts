/**
 * Markdown text for the cells the import writes: enum values and defaults as code spans that
 * hold any value, backticks included.
 */

/**
 * A Markdown code span showing `text` exactly: the fence is longer than any run of backticks
 * inside, and padded when the text starts or ends with a backtick.
 * @example codeSpan("a`b") // "``a`b``"
 */
export function codeSpan(text: string): string {
  if (text === "") return "`\"\"`";
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || (text.startsWith(" ") && text.endsWith(" ") && text.trim() !== "") ? " " : "";
  return `${fence}${pad}${text.replace(/[\r\n]+/g, " ")}${pad}${fence}`;
}

/** A value as the description cell shows it: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value) ?? String(value);
}

/**
 * Joins description parts into one sentence-separated text, skipping empty ones.
 * @example sentences(["Path parameter.", "", "One of: `a`."]) // "Path parameter. One of: `a`."
 */
export function sentences(parts: readonly (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
}

/**
 * A value made safe for JSON: YAML dates become ISO strings, lone surrogates become U+FFFD,
 * non-finite numbers and cycles become `null`, `undefined` entries are dropped. Only the value
 * itself is copied, never the document around it.
 */
export function jsonSafe(value: unknown, ancestors = new Set<object>()): unknown {
  switch (typeof value) {
    case "string":
      return value.isWellFormed() ? value : value.toWellFormed();
    case "number":
      return Number.isFinite(value) ? value : null;
    case "boolean":
      return value;
    case "bigint":
      return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
    case "object":
      break;
    default:
      return null;
  }
  if (value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (ancestors.has(value)) return null;
  ancestors.add(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    copy = value.map((item) => (item === undefined ? null : jsonSafe(item, ancestors)));
  } else {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      const name = key.isWellFormed() ? key : key.toWellFormed();
      // Assigned, which keeps the copy a fast object; a key named __proto__ is defined, never a prototype set.
      if (name === "__proto__") Object.defineProperty(out, name, { value: jsonSafe(item, ancestors), enumerable: true, writable: true, configurable: true });
      else out[name] = jsonSafe(item, ancestors);
    }
    copy = out;
  }
  ancestors.delete(value);
  return copy;
}
