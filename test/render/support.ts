/** Reads rendered HTML the way a browser would, for the render tests. */

const named: Readonly<Record<string, string>> = Object.freeze({
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
});

/** Decodes character references: the named ones our renderers could emit, and every numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return String.fromCodePoint(Number(dec));
    return Object.hasOwn(named, name!) ? named[name!]! : whole;
  });
}

/** The text content of an HTML fragment: tags removed, entities decoded. */
export function textContent(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ""));
}

/** Every tag in the fragment, as written: `<span class="x">`, `</span>`. */
export function tags(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}

/** The value of every `href` attribute, decoded as the browser decodes attribute values. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
}

/**
 * The scheme a browser sees in a URL (lower case), or undefined for a relative URL: the URL parser
 * strips leading C0 controls and spaces and removes every tab and newline first.
 */
export function browserScheme(url: string): string | undefined {
  const cleaned = url.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]!.toLowerCase();
}

/** Percent-decodes every `%XX`, byte by byte, leaving malformed escapes as they are. */
export function percentDecode(url: string): string {
  return url.replace(/%([0-9a-f]{2})/gi, (_, byte: string) => String.fromCharCode(parseInt(byte, 16)));
}
