/** JavaScript with the built-in `fetch` (Node 20+ and browsers), as an ES module. */
import type { ApiRequest } from "../request.ts";
import { literal, quoteDoubled, type LiteralStyle } from "./literal.ts";
import type { ApiClient } from "./types.ts";

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * An object-literal key. `__proto__` is written as a computed key: in any other form it would
 * set the object's prototype instead of creating a property.
 * @example jsKey("email") // "email"; jsKey("__proto__") // '["__proto__"]'
 */
export function jsKey(key: string): string {
  if (key === "__proto__") return `[${quoteDoubled(key)}]`;
  return identifier.test(key) ? key : quoteDoubled(key);
}

/** JavaScript literals: double-quoted strings (never template literals, so `${}` is inert). */
export const jsStyle: LiteralStyle = Object.freeze({
  indent: "  ",
  string: (text: string) => quoteDoubled(text),
  key: (key: string) => `${jsKey(key)}: `,
  null: "null",
  true: "true",
  false: "false",
  trailingComma: true,
});

function payload(req: ApiRequest): string {
  if (typeof req.body === "string") return `  body: ${jsStyle.string(req.body)},`;
  return `  body: JSON.stringify(${literal(req.body!, jsStyle, 1)}),`;
}

function javascriptSnippet(req: ApiRequest): string {
  const lines = [
    `const response = await fetch(${quoteDoubled(req.urlWithQuery)}, {`,
    `  method: ${quoteDoubled(req.method)},`,
    `  headers: ${literal(req.headers, jsStyle, 1)},`,
  ];
  if (req.hasBody) lines.push(payload(req));
  lines.push("});", "", "console.log(await response.text());");
  return `${lines.join("\n")}\n`;
}

/** The JavaScript client: `fetch` in an ES module, run with `node request.mjs`. */
export const javascript: ApiClient = Object.freeze({
  label: "JavaScript",
  lexer: "javascript",
  filename: "request.mjs",
  template: javascriptSnippet,
});
