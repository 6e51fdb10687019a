// What a reader holds for one API's security scheme — a typed key or password, a token got by
// signing in — kept in sessionStorage, for the tab's session only: never in localStorage, a
// cookie, an address or the page's markup. One key per API origin and scheme, so that another
// API's console in the same tab (another site on the same origin) starts from its own.

/** The storage key of what is held for `scheme` of the API at `origin`. */
export const heldKey = (origin, scheme) => `refkit:auth:${origin} ${scheme}`;

/** What is held under `key` (an object), or undefined. */
export function readHeld(key) {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeHeld(key, value) {
  try { sessionStorage.setItem(key, JSON.stringify(value)); } catch {}
  announce();
}

export function clearHeld(key) {
  try { sessionStorage.removeItem(key); } catch {}
  announce();
}

// The page's snippets follow what is held (personalised): told by an event on the document.
function announce() {
  document.dispatchEvent(new CustomEvent("refkit:held"));
}

// The configured auth line's credential (a site without security schemes): per API origin and
// header, what the reader typed into the console's credential field.
export const credentialKey = (origin, name) => `refkit:credential:${origin} ${name.toLowerCase()}`;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const isBasic = ({ prefix, suffix }) => /^basic\s+$/i.test(prefix) && suffix === "";

/** The bytes of `text` as UTF-8, then Base64: how basic authentication sends a user and password (RFC 7617). */
const base64 = (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * The auth header's value for what the reader typed, made as the snippets make it: prefix, secret,
 * suffix. A pasted header line or a value with its scheme gives its secret (never "Bearer Bearer …");
 * an empty field, the snippets' own value.
 */
export function credentialValue(name, parts, typed) {
  const { prefix, placeholder, suffix } = parts;
  // Whitespace inside the scheme text matches any run of it, letters any case (schemes are case-insensitive).
  const loose = (text) => text.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  let secret = typed.trim().replace(new RegExp(`^${escapeRegExp(name)}\\s*:\\s*`, "i"), "");
  if (prefix.trim()) secret = secret.replace(new RegExp(`^${loose(prefix)}(${/\s$/.test(prefix) ? "\\s+|$" : ""})`, "i"), "");
  if (suffix.trim()) secret = secret.replace(new RegExp(`(${/^\s/.test(suffix) ? "\\s+|^" : ""})${loose(suffix)}$`, "i"), "");
  if (secret === "") return prefix + placeholder + suffix;
  // A Base64 credential has no ":", so user:password is the pair itself, encoded as UTF-8.
  if (isBasic(parts) && secret.includes(":")) secret = base64(secret);
  return prefix + secret + suffix;
}

/** Where a scheme's credential goes: [kind ("header" | "query" | "cookie"), name]. */
export function credentialPlace(scheme) {
  if (scheme.type === "apiKey") return [scheme.in, scheme.name];
  return ["header", "Authorization"];
}

// The HTTP scheme's name as the Authorization header writes it: "Bearer", "Basic", "Digest"…
export const schemeWord = (scheme) => scheme.charAt(0).toUpperCase() + scheme.slice(1);

/**
 * What `held` (for `scheme`) sends in the scheme's place, or undefined when it holds nothing to
 * send (or a token that has expired). Throws what makes a held value unsendable.
 */
export function heldValue(scheme, held) {
  if (!held) return undefined;
  if (scheme.type === "apiKey") return held.value || undefined;
  if (scheme.type === "http" && scheme.scheme === "basic") {
    if (!held.user && !held.password) return undefined;
    if ((held.user ?? "").includes(":")) throw new Error("A user name sent with basic authentication cannot hold a “:”.");
    return `Basic ${base64(`${held.user ?? ""}:${held.password ?? ""}`)}`;
  }
  if (scheme.type === "http") {
    const word = schemeWord(scheme.scheme);
    const value = (held.value ?? "").trim().replace(new RegExp(`^${word}\\s+`, "i"), "");
    return value === "" ? undefined : `${word} ${value}`;
  }
  if (scheme.type === "oauth2" || scheme.type === "openIdConnect") return held.token && !(held.expires && held.expires <= Date.now()) ? `Bearer ${held.token}` : undefined;
  return undefined;
}
