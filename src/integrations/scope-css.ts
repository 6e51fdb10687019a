/**
 * refkit's stylesheet for a host site's page: every rule of refkit's elements confined to the
 * reference's wrapper (`.rk-embed`) and made stronger than the host's own element rules, which
 * would otherwise reach into the reference (Infima's striped table rows and code pills in
 * Docusaurus). Rules on the document itself (`:root` variables, `.rk-js` and the other marks the
 * reader's script sets on `<html>`) keep that part and confine the rest. The rules of refkit's
 * own page shell, which a host's page never has, are left out. Parsed with PostCSS.
 */
import postcss, { type Rule } from "postcss";

/** The wrapper, twice: two classes outweigh a host's `table tr:nth-child(2n)` or `.markdown code`. */
export const scope = ".rk-embed.rk-embed";

/** Marks the reader's script or the host puts on the document element. */
const documentMark = /^(?::root|html|\.rk-js|\.rk-lazy)(?![\w-])/;

/**
 * The classes of refkit's own page shell (its layout, sidebar, phone bar and menu, search box,
 * theme switch, logo, and the All endpoints page): a host gives its own, and a reference page in
 * a host has none of them (tested against every page's article).
 */
export const shellClass = /\.rk-(?:layout|main|sidebar[\w-]*|site-title|theme-toggle|nav-[\w-]+|topbar[\w-]*|menu[\w-]*|search[\w-]*|logo|product|download|endpoint-(?:group|index|title))(?![\w-])/;

/** Where a selector's first compound ends: the first space or combinator outside parentheses and brackets. */
function firstCompoundEnd(selector: string): number {
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && (c === " " || c === ">" || c === "+" || c === "~")) return i;
  }
  return selector.length;
}

/** One selector confined to the wrapper. */
export function scopedSelector(selector: string): string {
  const trimmed = selector.trim();
  if (!documentMark.test(trimmed)) return `${scope} ${trimmed}`;
  const end = firstCompoundEnd(trimmed);
  // The document's own rule (refkit's variables): nothing of the host's to confine.
  if (end === trimmed.length) return trimmed;
  return `${trimmed.slice(0, end)} ${scope} ${trimmed.slice(end).trimStart()}`;
}

/**
 * The stylesheet with every rule confined and the shell's rules left out (see the module's
 * description); at-rules keep their rules inside, and go when none is left.
 */
export function scopedStylesheet(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    // Keyframes' steps are not selectors.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter((selector) => !shellClass.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept.map(scopedSelector);
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
