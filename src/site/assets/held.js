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
