// refkit's request console: the form a "Try it" button opens under its request example,
// prefilled with the request the snippets send, and the answer of sending it with fetch.
// Loaded on the first click of a "Try it" button; the page's own script stays small.
// Everything shown is set as text (never as HTML). The reader's credential and server are kept
// in sessionStorage only, for the tab's session; nothing typed goes into the page's address.

import { authentication } from "./console-auth.js";
import { el, field, session } from "./console-dom.js";
import { format, text } from "./console-text.js";
import { credentialKey, credentialValue, isBasic } from "./held.js";

// Headers a page's fetch cannot set (the browser drops or refuses them): a request that needs
// one is not the request the snippets send, so the console says so rather than send another.
const forbidden = /^(accept-charset|accept-encoding|access-control-request-.*|connection|content-length|cookie2?|date|dnt|expect|host|keep-alive|origin|referer|set-cookie|te|trailer|transfer-encoding|upgrade|user-agent|via|proxy-.*|sec-.*)$/i;

// RFC 3986 percent-encoding, as the snippets write the query: a space is %20, !'()* are escaped.
const encode = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

let consoles = 0;
const input = (value, extra = {}) => el("input", { type: "text", value, autocomplete: "off", spellcheck: "false", ...extra });

// A value that may hold line breaks (a text input would drop them) gets a text area, which
// reads "\r\n" back as "\n": an unchanged value is sent as declared.
const declared = new WeakMap();
function editable(value) {
  const control = /[\r\n]/.test(value) ? el("textarea", { rows: Math.min(6, value.split(/\r\n?|\n/).length), spellcheck: "false" }) : input(value);
  control.value = value;
  declared.set(control, value);
  return control;
}
const valueOf = (control) => (control.value === declared.get(control)?.replace(/\r\n?/g, "\n") ? declared.get(control) : control.value);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A documented path's literal text as the snippets encode it (encodeURI leaves ? and # alone).
const encodeLiteral = (text) => encodeURI(text).replace(/[?#]/g, encode);

/**
 * Where the parameters of the endpoint's documented path (its `.rk-path`, whose parameters are
 * `.rk-path-param` spans) are in the request's path: [{ name, start, end }…], or null when the
 * two do not line up.
 */
function pathParams(documented, path) {
  if (!documented) return null;
  const names = [];
  let pattern = "";
  for (const node of documented.childNodes) {
    if (node.nodeType === 1 && node.classList.contains("rk-path-param")) {
      names.push(node.textContent.replace(/^:|^\{|\}$/g, ""));
      pattern += "([^/]+)";
    } else pattern += escapeRegExp(encodeLiteral(node.textContent));
  }
  const found = names.length > 0 && new RegExp(`^${pattern}$`, "d").exec(path);
  return found ? names.map((name, i) => ({ name, start: found.indices[i + 1][0], end: found.indices[i + 1][1] })) : null;
}

/** A typed server as a base URL (no trailing "/"), or undefined when it is not an http(s) URL without query, fragment or credentials. */
function serverBase(text) {
  let url;
  try { url = new URL(text.trim()); } catch { return undefined; }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash || url.username || url.password || text.includes("?") || text.includes("#")) return undefined;
  return (url.origin + url.pathname).replace(/\/+$/, "");
}

/** What the credential field says under it: what the console adds around the secret, and where the secret is kept. */
function credentialNote(parts) {
  const { prefix, suffix } = parts;
  const what = isBasic(parts) ? text.credentialBasic : text.credentialAlone;
  const around = prefix && suffix ? text.credentialAround : prefix ? text.credentialBefore : suffix ? text.credentialAfter : "";
  return `${around ? format(around, { what, prefix, suffix }) : ""}${format(text.credentialKept, { placeholder: `${prefix}${parts.placeholder}${suffix}` })}`;
}

/** `template`'s URL with each variable's value from `values`, else its default. */
const fill = ({ template, variables }, values) => template.replace(/\{([^{}]*)\}/g, (whole, name) => (Object.hasOwn(variables, name) ? (values[name] ?? variables[name].default) : whole));

/**
 * The fields of a server's variables (the document's `servers` with `{variables}`): shown while
 * the Server field holds such a server, each change written into the Server field. A variable
 * with listed values is a choice among them; another, a text field.
 */
function variableFields(templates, server, id) {
  const box = el("div", { class: "rk-console-variables" });
  let active;
  let values = {};
  const show = () => {
    const typed = server.value.trim();
    if (active && typed === fill(active, values)) return;
    active = templates[typed];
    values = {};
    box.replaceChildren();
    if (!active) return;
    Object.entries(active.variables).forEach(([name, variable], i) => {
      const control = variable.enum ? el("select", {}, ...variable.enum.map((value) => el("option", { value, text: value, selected: value === variable.default }))) : input(variable.default);
      const [row] = field(id(`variable-${i}`), name, control, i === 0 ? text.serverVariableNote : undefined);
      control.addEventListener(variable.enum ? "change" : "input", () => {
        values = { ...values, [name]: control.value };
        server.value = fill(active, values);
      });
      box.append(row);
    });
  };
  server.addEventListener("input", show);
  show();
  return box;
}

/** Builds the console for `button`'s request, after its example. */
function build(button) {
  const request = JSON.parse(button.dataset.rkRequest);
  const n = ++consoles;
  const id = (name) => `rk-console-${n}-${name}`;
  const form = el("form", { class: "rk-console", id: id("form"), "aria-label": format(text.consoleForm, { method: request.method }), novalidate: true });
  const read = []; // functions that each add their part to the request being sent

  // The server: the base URL the snippets use, editable (a staging or self-hosted server), the
  // API's other servers offered as suggestions; what the reader types is kept for the session.
  const serverKey = `refkit:server:${request.base}`;
  const [serverRow, server] = field(id("server"), text.consoleServer, input(session.get(serverKey) ?? request.base, { type: "url", inputmode: "url" }));
  const serverSet = el("fieldset", {}, el("legend", { text: text.consoleServer }), serverRow);
  if (request.servers) {
    // The API's servers, one click each (a list on the field would make it a combobox).
    const choices = el("p", { class: "rk-console-servers" }, text.consoleServers);
    request.servers.forEach((url, i) => {
      const use = el("button", { type: "button", class: "rk-console-server", text: url });
      use.addEventListener("click", () => { server.value = url; server.dispatchEvent(new Event("input")); server.focus(); });
      choices.append(...(i > 0 ? [" ", use] : [use]));
    });
    serverSet.append(choices);
  }
  if (request.templates) serverSet.append(variableFields(request.templates, server, id));
  form.append(serverSet);

  // The credentials of the schemes the request accepts, when the API declares them.
  const auth = request.security ? authentication(request, id) : undefined;
  if (auth) form.append(auth.set);
  read.push((out) => {
    // One of the example's own servers is taken as the snippets name it (the page's policy may refuse it: said when sent).
    const typed = server.value.trim();
    out.base = [request.base, ...(request.servers ?? [])].includes(typed) ? typed : serverBase(typed);
    if (out.base === undefined) throw Object.assign(new Error(text.serverInvalid), { focus: server });
    if (out.base === request.base) session.remove(serverKey);
    else session.set(serverKey, out.base);
  });

  // The path: one field per parameter when the documented path lines up, else the whole path.
  const params = pathParams(button.closest(".rk-section")?.querySelector(".rk-path"), request.path);
  const pathSet = el("fieldset", {}, el("legend", { text: text.consolePath }));
  if (params) {
    const controls = params.map(({ name, start, end }, i) => {
      const encoded = request.path.slice(start, end);
      let decoded = encoded;
      try { decoded = decodeURIComponent(encoded); } catch {}
      const [row, control] = field(id(`path-${i}`), name, input(decoded, { required: true }));
      pathSet.append(row);
      return { control, decoded, encoded, start, end };
    });
    read.push((out) => {
      // Each parameter encoded as the snippets encode it; an unchanged one is kept as it was.
      let path = "";
      let last = 0;
      for (const { control, decoded, encoded, start, end } of controls) {
        if (control.value === "") throw Object.assign(new Error(text.pathValueNeeded), { focus: control });
        path += request.path.slice(last, start) + (control.value === decoded ? encoded : encodeURIComponent(control.value));
        last = end;
      }
      out.path = path + request.path.slice(last);
    });
  } else {
    const [row, control] = field(id("path"), text.consolePath, input(request.path, { required: true }));
    pathSet.append(row);
    read.push((out) => {
      // Appended to the base URL as it is: anything but a path (such as "@host") could leave the API's origin.
      if (!control.value.startsWith("/")) throw Object.assign(new Error(text.pathSlash), { focus: control });
      out.path = control.value;
    });
  }
  form.append(pathSet);

  if (request.query.length > 0) {
    const set = el("fieldset", {}, el("legend", { text: text.consoleQuery }));
    const controls = request.query.map(([name, value], i) => {
      // A scheme's key is the Authentication part's: sent as the reader gave it, else as the snippets show it.
      if (auth?.places.query.has(name)) return [name, () => { const given = auth.value("query", name); return given === undefined ? value : given; }];
      const [row, control] = field(id(`query-${i}`), name, editable(value));
      set.append(row);
      return [name, () => valueOf(control)];
    });
    read.push((out) => { out.query = controls.map(([name, value]) => [name, value()]).filter(([, value]) => value !== null).map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&"); });
    if (set.childElementCount > 1) form.append(set);
  }

  if (request.headers.length > 0) {
    const set = el("fieldset", {}, el("legend", { text: text.consoleHeaders }));
    const controls = request.headers.map(([name, value], i) => {
      if (auth?.places.header.has(name.toLowerCase())) return [name, () => { const given = auth.value("header", name); return given === undefined ? value : given; }];
      if (request.auth && name.toLowerCase() === request.auth.toLowerCase()) {
        // The field holds the secret alone; the scheme ("Bearer ") is the console's to add, as the snippets write it.
        const parts = request.credential ?? { prefix: "", placeholder: value, suffix: "" };
        const key = credentialKey(new URL(request.base).origin, name);
        const [row, control] = field(id("credential"), format(text.consoleCredential, { name }), input("", { type: "password", placeholder: parts.placeholder }), credentialNote(parts));
        // Set as the field's value, not as its attribute: the credential stays out of the page's markup.
        control.value = session.get(key) ?? "";
        // The page's snippets follow it (personal.js).
        control.addEventListener("input", () => { session.set(key, control.value); document.dispatchEvent(new CustomEvent("refkit:held")); });
        set.append(row);
        return [name, () => credentialValue(name, parts, control.value)];
      }
      const [row, control] = field(id(`header-${i}`), name, input(value));
      set.append(row);
      return [name, () => control.value];
    });
    read.push((out) => { out.headers = controls.map(([name, value]) => [name, value()]).filter(([, value]) => value !== null); });
    if (set.childElementCount > 1) form.append(set);
  }
  if (auth) {
    // What the chosen alternative sends that the snippets' request has no place for (another scheme's header or key).
    read.push((out) => {
      auth.check();
      for (const [kind, name, value] of auth.entries()) {
        if (value === undefined || kind === "cookie") continue;
        if (kind === "header" && !out.headers.some(([header]) => header.toLowerCase() === name.toLowerCase())) out.headers.push([name, value]);
        if (kind === "query" && !request.query.some(([key]) => key === name)) out.query += `${out.query ? "&" : ""}${encode(name)}=${encode(value)}`;
      }
    });
  }

  const body = request.body;
  if (body.kind !== "none") {
    const set = el("fieldset", {}, el("legend", { text: text.consoleBody }));
    if (body.kind === "json" || body.kind === "text") {
      const note = body.kind === "json" ? "JSON" : text.sentAsWritten;
      const [row, control] = field(id("body"), text.consoleBody, el("textarea", { rows: Math.min(16, body.text.split("\n").length + 1), spellcheck: "false" }), note);
      control.value = body.text;
      declared.set(control, body.text);
      const message = row.querySelector(".rk-console-note");
      const check = () => {
        if (body.kind !== "json") return true;
        try {
          JSON.parse(control.value);
          control.removeAttribute("aria-invalid");
          message.textContent = "JSON";
          return true;
        } catch (error) {
          control.setAttribute("aria-invalid", "true");
          message.textContent = format(text.jsonInvalid, { error: error.message });
          return false;
        }
      };
      control.addEventListener("input", check);
      read.push((out) => {
        if (!check()) throw Object.assign(new Error(text.bodyInvalid), { focus: control });
        out.body = valueOf(control);
      });
      set.append(row);
    } else if (body.kind === "form") {
      const controls = body.pairs.map(([name, value], i) => {
        const [row, control] = field(id(`form-${i}`), name, editable(value));
        set.append(row);
        return [body.names[i], control];
      });
      // As the curl snippet sends a form: each name as the build encoded it (brackets kept), each
      // value percent-encoded but for letters, digits and -._~, a space as "+".
      read.push((out) => { out.body = controls.map(([name, control]) => `${name}=${encode(valueOf(control)).replace(/%20/g, "+")}`).join("&"); });
    } else if (body.kind === "multipart") {
      const controls = body.parts.map((part, i) => {
        if (part.file === undefined) {
          const [row, control] = field(id(`part-${i}`), part.name, editable(part.value));
          set.append(row);
          return () => valueOf(control);
        }
        const [row, control] = field(id(`part-${i}`), part.name, el("input", { type: "file" }), format(text.partFileNote, { filename: part.filename, type: part.type, file: part.file }));
        set.append(row);
        return () => {
          const file = control.files[0];
          if (!file) throw Object.assign(new Error(format(text.chooseFileFor, { name: part.name })), { focus: control });
          return new File([file], part.filename, { type: part.type });
        };
      });
      read.push((out) => {
        const data = new FormData();
        body.parts.forEach((part, i) => data.append(part.name, controls[i]()));
        out.body = data;
      });
    } else {
      const [row, control] = field(id("file"), text.bodyFile, el("input", { type: "file" }), format(text.bodyFileNote, { type: body.type, file: body.file }));
      set.append(row);
      read.push((out) => {
        const file = control.files[0];
        if (!file) throw Object.assign(new Error(text.chooseBodyFile), { focus: control });
        out.body = file;
      });
    }
    form.append(set);
  }

  const send = el("button", { type: "submit", class: "rk-console-send", text: text.consoleSend });
  const status = el("p", { class: "rk-console-status", role: "status" });
  const answer = el("section", { class: "rk-console-response", "aria-label": text.consoleResponse, hidden: true });
  form.append(el("div", { class: "rk-console-actions" }, send, status), answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sendRequest(request, read, { send, status, answer });
  });
  return form;
}

/** Shows `text` on the status line beside "Send" (read out too, as its role is status). */
function tell(status, text) {
  status.classList.remove("rk-visually-hidden");
  status.textContent = text;
}

/** Reads the form, sends the request and shows the answer or what went wrong. */
async function sendRequest(request, read, { send, status, answer }) {
  const out = { base: request.base, path: request.path, query: "", headers: [], body: undefined };
  try {
    for (const part of read) part(out);
  } catch (error) {
    tell(status, error.message);
    error.focus?.focus();
    return;
  }
  // A base URL that is no valid origin (https://*) is left out of the page's policy: said, never tried.
  if (request.refused?.includes(out.base)) {
    answer.hidden = true;
    tell(status, format(text.policyRefusedBase, { base: out.base }));
    return;
  }
  const refused = out.headers.filter(([name]) => forbidden.test(name)).map(([name]) => name);
  if (refused.length > 0) {
    tell(status, format(refused.length > 1 ? text.forbiddenHeadersOther : text.forbiddenHeadersOne, { names: refused.join(", ") }));
    return;
  }
  const headers = new Headers();
  for (const [name, value] of out.headers) {
    try {
      headers.append(name, value);
    } catch {
      tell(status, format(text.headerValueLatin1, { name }));
      return;
    }
  }
  const url = `${out.base}${out.path}${out.query ? `?${out.query}` : ""}`;
  const origin = new URL(out.base).origin;
  let blocked = false;
  const onViolation = (event) => { if (/^connect-src|^default-src/.test(event.effectiveDirective || event.violatedDirective)) blocked = true; };
  document.addEventListener("securitypolicyviolation", onViolation);
  send.disabled = true;
  tell(status, text.consoleSending);
  const started = performance.now();
  try {
    const response = await fetch(url, { method: request.method, headers, body: out.body, mode: "cors", credentials: "omit", cache: "no-store", redirect: "manual", referrerPolicy: "no-referrer" });
    const received = response.type === "opaqueredirect" ? "" : await response.text();
    show(answer, response, received, Math.round(performance.now() - started));
    // The answer's region shows the status: the line beside "Send" only announces it.
    status.classList.toggle("rk-visually-hidden", response.type !== "opaqueredirect");
    status.textContent = response.type === "opaqueredirect" ? text.answeredRedirect : `${response.status} ${response.statusText}`.trim();
  } catch (error) {
    // A policy violation is reported as an event, after the failed fetch.
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer.hidden = true;
    // A server on the reader's own machine: the browser may also ask the reader, or the server, before a page from elsewhere reaches it.
    const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(origin) && !/^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(location.origin);
    tell(status, blocked
      ? format(text.policyBlocked, { origin })
      : `${format(text.noAnswer, { origin, error: error.message, page: location.origin === "null" ? "*" : location.origin, method: request.method, headers: out.headers.map(([name]) => name).join(", ") || text.noHeadersSent })}${local ? text.localServer : ""}`);
  } finally {
    document.removeEventListener("securitypolicyviolation", onViolation);
    send.disabled = false;
  }
}

/** Shows a response: status and time, headers (those the API lets a page read), the body pretty-printed when it is JSON. */
function show(answer, response, received, ms) {
  let body = received;
  if (/[/+]json\b/i.test(response.headers.get("content-type") ?? "")) {
    try { body = JSON.stringify(JSON.parse(received), null, 2); } catch {}
  }
  const limit = 200_000;
  const headers = el("dl", { class: "rk-console-headers" });
  for (const [name, value] of response.headers) headers.append(el("dt", { text: name }), el("dd", { text: value }));
  answer.replaceChildren(
    el("p", { class: "rk-console-result" }, el("span", { class: `rk-console-code rk-console-code-${String(response.status).charAt(0)}xx`, text: response.type === "opaqueredirect" ? text.redirect : String(response.status) }), ` ${response.statusText} · ${ms} ms`),
    el("details", {}, el("summary", { text: text.consoleHeaders }), headers),
    el("pre", { class: "rk-code rk-console-body", tabindex: "0" }, el("code", { text: body.length > limit ? `${body.slice(0, limit)}\n…` : body })),
  );
  answer.hidden = false;
}

/** Opens (or closes) the console of the "Try it" button `button`. */
export function click(button) {
  let form = button.getAttribute("aria-controls") && document.getElementById(button.getAttribute("aria-controls"));
  if (form) {
    form.hidden = !form.hidden;
  } else {
    form = build(button);
    button.setAttribute("aria-controls", form.id);
    button.closest(".rk-example").after(form);
  }
  button.setAttribute("aria-expanded", String(!form.hidden));
  if (!form.hidden) form.querySelector("input, textarea")?.focus();
}
