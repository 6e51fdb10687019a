/**
 * Link targets a page may keep: http(s), mailto, relative or a fragment, however disguised by
 * entities, percent-escapes or invisible characters.
 */
import MarkdownItConstructor from "markdown-it";

const { unescapeAll } = new MarkdownItConstructor().utils;

const allowedSchemes: ReadonlySet<string> = new Set(["http", "https", "mailto"]);

// Everything a browser, or a careless reader, might skip inside a scheme: controls, spaces,
// zero-width and other format characters.
const invisible = /[\p{Cc}\p{Cf}\p{Z}\s]+/gu;
const percentByte = /%([0-9a-f]{2})/gi;
// Browsers decode numeric references in attributes even without the semicolon.
const numericReference = /&#(?:x([0-9a-f]+)|([0-9]+));?/gi;

function fromCodePoint(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
}

function decodeOnce(url: string): string {
  return unescapeAll(url)
    .replace(numericReference, (_: string, hex: string | undefined, dec: string | undefined) =>
      fromCodePoint(hex === undefined ? Number(dec) : parseInt(hex, 16)),
    )
    .replace(percentByte, (_: string, byte: string) => String.fromCharCode(parseInt(byte, 16)));
}

/**
 * The URL as its most suspicious reading: entities and percent-escapes decoded until nothing
 * changes, then every invisible character removed. Stricter than a browser, on purpose.
 */
function suspiciousReading(url: string): string {
  let text = url;
  for (let round = 0; round < 8; round++) {
    const decoded = decodeOnce(text);
    if (decoded === text) break;
    text = decoded;
  }
  return text.replace(invisible, "");
}

/** The scheme: what precedes a `:` that comes before any `/`, `\\`, `?` or `#`; none when relative. */
function schemeOf(text: string): string | undefined {
  const match = /^([^/?#\\:]*):/.exec(text);
  return match === null ? undefined : match[1]!.toLowerCase();
}

/** True when a link may keep `url`: http(s), mailto, relative or a fragment, however disguised. */
export function isSafeTarget(url: string): boolean {
  const scheme = schemeOf(suspiciousReading(url));
  return scheme === undefined || allowedSchemes.has(scheme);
}

/** True when `url` leads to another site (such links get `rel="noopener noreferrer"`). */
export function isOtherOrigin(url: string): boolean {
  const text = suspiciousReading(url);
  const scheme = schemeOf(text);
  return scheme === "http" || scheme === "https" || /^[/\\]{2}/.test(text);
}
