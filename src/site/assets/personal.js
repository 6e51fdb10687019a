// Personalised snippets: while the reader holds a credential (typed into a console, or got by
// signing in) or chose another server, every request example on the page shows it where its
// placeholder was, written again by the shipped clients' own writers (snippet-writers.js, the
// build's code) so that it is quoted as the build quotes every value. Without it, each snippet is
// put back as the page had it. Loaded by the page script only when something is held; the Markdown
// twins, llms.txt and MCP are written at build time and never hold a reader's credential.
// Every page with a console loads this module; it loads the rest only once something is held.
import { format, text } from "./console-text.js";

let held;
let writers;
// Each code element's children as the page had them, to put back.
const originals = new WeakMap();

const read = (key) => { try { return sessionStorage.getItem(key); } catch { return null; } };

/** What the reader holds for `request`, by place: { headers, query, server }, or undefined when nothing. */
function readerValues(request) {
  const { credentialKey, credentialPlace, credentialValue, heldKey, heldValue, readHeld } = held;
  const origin = new URL(request.base).origin;
  const headers = {};
  const query = {};
  let any = false;
  if (request.security) {
    // The first alternative the reader holds every credential of.
    for (const alternative of request.security.alternatives) {
      const names = Object.keys(alternative);
      if (names.length === 0) continue;
      const values = names.map((name) => [request.security.schemes[name], heldValue(request.security.schemes[name], readHeld(heldKey(origin, name)))]);
      if (values.some(([, value]) => value === undefined)) continue;
      for (const [scheme, value] of values) {
        const [kind, name] = credentialPlace(scheme);
        if (kind === "header") headers[name] = value;
        if (kind === "query") query[name] = value;
      }
      any = true;
      break;
    }
  } else if (request.auth && request.credential) {
    const typed = read(credentialKey(origin, request.auth));
    if (typed) {
      headers[request.auth] = credentialValue(request.auth, request.credential, typed);
      any = true;
    }
  }
  const server = read(`refkit:server:${request.base}`);
  if (server && server !== request.base) any = true;
  return any ? { headers, query, ...(server && server !== request.base ? { server } : {}) } : undefined;
}

/**
 * `html` (a writer's output: spans with a class, the text escaped) as nodes, checked against that
 * shape: anything else (an element of another name, another attribute) gives undefined.
 */
function spans(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll("*")) {
    if (element.tagName !== "SPAN" || [...element.attributes].some((attribute) => attribute.name !== "class" || !/^[\w -]*$/.test(attribute.value))) return undefined;
  }
  return [...template.content.childNodes];
}

function restore(code) {
  const kept = originals.get(code);
  if (kept) code.replaceChildren(...kept.map((node) => node.cloneNode(true)));
  originals.delete(code);
}

/** The note an example shows when the reader's credential cannot be written into its snippets. */
function note(example, message) {
  let shown = example.querySelector(":scope > .rk-personal-note");
  if (!message) return shown?.remove();
  shown ??= example.appendChild(Object.assign(document.createElement("p"), { className: "rk-personal-note" }));
  shown.textContent = message;
}

/** Writes every example of the page with what the reader holds, or puts it back as it was. */
export async function personalise() {
  held ??= await import("./held.js");
  for (const button of document.querySelectorAll(".rk-try[data-rk-request]")) {
    const request = JSON.parse(button.dataset.rkRequest);
    const example = button.closest(".rk-example");
    if (!request.personal || !example) continue;
    const panels = example.matches("[data-rk-langs]") ? [...example.querySelectorAll(":scope > .rk-panel")] : [example];
    let values;
    try {
      values = readerValues(request);
    } catch (error) {
      values = undefined;
      note(example, `${error.message} The snippets show the placeholder.`);
    }
    if (!values) {
      for (const panel of panels) { const code = panel.querySelector("pre > code"); if (code) restore(code); }
      example.removeAttribute("data-rk-personal");
      continue;
    }
    writers ??= await import("./snippet-writers.js");
    let personal;
    try {
      personal = writers.personalRequest(request.personal, values);
    } catch (error) {
      // A value no snippet can carry (a line break, a character outside ASCII in a header): said, never written.
      note(example, `${error.message}: the snippets show the placeholder instead.`);
      for (const panel of panels) { const code = panel.querySelector("pre > code"); if (code) restore(code); }
      continue;
    }
    const refused = [];
    for (const panel of panels) {
      const token = panel.dataset.rkLang;
      const code = panel.querySelector("pre > code");
      if (!code || !request.personal.tokens.includes(token)) continue;
      let written;
      try {
        written = writers.writeSnippet(token, personal);
      } catch (error) {
        // A client that cannot carry the value says why, as it would at build: its snippet keeps the placeholder.
        refused.push(error.message);
        restore(code);
        continue;
      }
      const nodes = written && spans(written.html);
      if (!nodes) continue;
      if (!originals.has(code)) originals.set(code, [...code.childNodes].map((node) => node.cloneNode(true)));
      code.replaceChildren(...nodes);
    }
    note(example, refused.length > 0 ? format(text.placeholderKept, { reasons: refused.join(" ") }) : "");
    example.setAttribute("data-rk-personal", "");
  }
}

// Something held from an earlier page of this tab's session: written at once. The console says when it changes.
try {
  if (/refkit:(auth|credential|server):/.test(Object.keys(sessionStorage))) personalise();
} catch {}
document.addEventListener("refkit:held", () => personalise());
