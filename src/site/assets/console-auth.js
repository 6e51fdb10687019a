// The request console's credentials, when the API declares its security schemes: one set of
// fields per scheme the request accepts (an API key, a user and password, a token), a choice
// between the alternatives it accepts, and for OAuth 2 and OpenID Connect a "Sign in" that gets a
// token (signin.js, loaded on first use). What the reader types or signs in to is kept in
// sessionStorage for the tab's session only (see held.js), set as the fields' values (never
// their markup), and sent to the API's origin only.
import { el, field, session } from "./console-dom.js";
import { format, text } from "./console-text.js";
import { clearHeld, credentialPlace, heldKey, heldValue, readHeld, schemeWord, writeHeld } from "./held.js";

const label = (name, scheme) => {
  if (scheme.type === "apiKey") return format(text.schemeApiKeyLabel, { name, place: format(scheme.in === "header" ? text.placeHeader : scheme.in === "query" ? text.placeQuery : text.placeCookie, { name: scheme.name }) });
  if (scheme.type === "http") return `${name} (HTTP ${scheme.scheme})`;
  return `${name} (${scheme.type === "oauth2" ? "OAuth 2" : "OpenID Connect"})`;
};

/**
 * The credentials part of a console: `set` (its fieldset), `value(kind, name)` (what the chosen
 * alternative sends in that header or query parameter: undefined for the snippets' value, null
 * for none), `check()` (throws what keeps
 * the request from being sent), `places` (every header and query name a scheme sets, which the
 * console leaves to this part).
 */
export function authentication(request, id) {
  const { alternatives, schemes } = request.security;
  const origin = new URL(request.base).origin;
  const set = el("fieldset", { class: "rk-console-auth" }, el("legend", { text: text.authentication }));
  const blocks = new Map();
  for (const [name, scheme] of Object.entries(schemes)) {
    // The scopes the request asks of this scheme, in any alternative: checked to begin with.
    const required = [...new Set(alternatives.flatMap((alternative) => alternative[name] ?? []))];
    const block = schemeBlock(name, scheme, heldKey(origin, name), id(`auth-${blocks.size}`), required);
    blocks.set(name, block);
  }

  // One alternative, or a choice between them (the first chosen): each shows its schemes' fields.
  let chosen = alternatives[0];
  if (alternatives.length > 1) {
    const choice = el("fieldset", { class: "rk-console-choice" }, el("legend", { text: text.authenticateWith }));
    alternatives.forEach((alternative, i) => {
      const names = Object.keys(alternative);
      const radio = el("input", { type: "radio", name: id("auth-choice"), id: id(`auth-choice-${i}`), checked: i === 0 });
      radio.addEventListener("change", () => { chosen = alternative; show(); });
      choice.append(el("div", { class: "rk-console-radio" }, radio, el("label", { for: radio.id, text: names.length === 0 ? text.noCredentials : names.map((name) => label(name, schemes[name])).join(text.togetherAnd) })));
    });
    set.append(choice);
  }
  for (const block of blocks.values()) set.append(block.element);
  const show = () => { for (const [name, block] of blocks) block.element.hidden = !Object.hasOwn(chosen, name); };
  show();

  const places = { header: new Set(), query: new Set() };
  for (const scheme of Object.values(schemes)) {
    const [kind, name] = credentialPlace(scheme);
    if (kind !== "cookie") places[kind].add(kind === "header" ? name.toLowerCase() : name);
  }
  return {
    set,
    places,
    // A place of the chosen alternative: what the reader gave, else (undefined) the snippets' value;
    // a place only another alternative uses: null, left out of the request.
    value(kind, name) {
      for (const scheme of Object.keys(chosen)) {
        const [where, at] = credentialPlace(schemes[scheme]);
        if (where === kind && (kind === "header" ? at.toLowerCase() === name.toLowerCase() : at === name)) return blocks.get(scheme).value();
      }
      return null;
    },
    /** The credentials of the chosen alternative as [kind, name, value] (value undefined when the reader gave none). */
    entries: () => Object.keys(chosen).map((scheme) => [...credentialPlace(schemes[scheme]), blocks.get(scheme).value()]),
    check() {
      for (const scheme of Object.keys(chosen)) blocks.get(scheme).check?.();
    },
  };
}

/** The fields of one scheme: { element, value(), check() }. */
function schemeBlock(name, scheme, key, id, required) {
  const element = el("div", { class: "rk-console-scheme" });
  const held = readHeld(key) ?? {};
  const keep = (value) => (Object.values(value).some((part) => part) ? writeHeld(key, value) : clearHeld(key));
  if (scheme.type === "apiKey") {
    const [row, control] = field(id, format(text.apiKeyField, { header: scheme.name, name }), el("input", { type: "password", autocomplete: "off", spellcheck: "false" }), scheme.in === "cookie" ? text.cookieNote : text.keptForSession);
    control.value = held.value ?? "";
    control.addEventListener("input", () => keep({ value: control.value }));
    element.append(row);
    return {
      element,
      value: () => heldValue(scheme, readHeld(key)),
      check() {
        if (scheme.in === "cookie") throw Object.assign(new Error(format(text.cookieRefused, { name: scheme.name })), { focus: control });
      },
    };
  }
  if (scheme.type === "http" && scheme.scheme === "basic") {
    const [userRow, user] = field(`${id}-user`, format(text.basicUserField, { name }), el("input", { type: "text", autocomplete: "off", spellcheck: "false" }));
    const [passwordRow, password] = field(`${id}-password`, format(text.basicPasswordField, { name }), el("input", { type: "password", autocomplete: "off" }), text.basicNote);
    user.value = held.user ?? "";
    password.value = held.password ?? "";
    const save = () => keep({ user: user.value, password: password.value });
    user.addEventListener("input", save);
    password.addEventListener("input", save);
    element.append(userRow, passwordRow);
    return {
      element,
      value: () => heldValue(scheme, readHeld(key)),
    };
  }
  if (scheme.type === "http") {
    const word = schemeWord(scheme.scheme);
    const [row, control] = field(id, format(scheme.scheme === "bearer" ? text.tokenField : text.credentialsField, { word, name }), el("input", { type: "password", autocomplete: "off", spellcheck: "false" }), format(text.sentAfterWord, { word }));
    control.value = held.value ?? "";
    control.addEventListener("input", () => keep({ value: control.value }));
    element.append(row);
    return { element, value: () => heldValue(scheme, readHeld(key)) };
  }
  if (scheme.type === "oauth2" || scheme.type === "openIdConnect") return tokenBlock(name, scheme, key, id, element, required);
  // Mutual TLS: the browser presents its own certificate, if it has one.
  element.append(el("p", { class: "rk-console-note", text: format(text.mutualTlsNote, { name }) }));
  return { element, value: () => undefined };
}

/** The flows a reader can sign in with, by name, as [name, flow] (OpenID Connect's are found by discovery). */
const flowsOf = (scheme) => (scheme.type === "openIdConnect" ? [["authorizationCode", null], ["deviceAuthorization", null]] : Object.entries(scheme.flows));
const flowLabels = { authorizationCode: text.flowCodePkce, deviceAuthorization: text.flowDeviceCode, clientCredentials: text.flowClientCredentials, implicit: text.flowImplicitLabel, password: text.flowPasswordLabel };

/** An OAuth 2 or OpenID Connect scheme's fields: a token (pasted, or got by signing in), and what signing in needs. */
function tokenBlock(name, scheme, key, id, element, required) {
  const [tokenRow, token] = field(`${id}-token`, format(text.accessTokenField, { name }), el("input", { type: "password", autocomplete: "off", spellcheck: "false" }), text.tokenNote);
  const status = el("p", { class: "rk-console-signin-status", role: "status" });
  element.append(tokenRow);
  const flows = flowsOf(scheme);
  const [flowRow, flow] = field(`${id}-flow`, text.flow, el("select", {}, ...flows.map(([flowName]) => el("option", { value: flowName, text: flowLabels[flowName] }))));
  // The client ID is no secret, but it is the reader's: kept beside the scheme's, for the session.
  const clientKey = key.replace(/^refkit:auth:/, "refkit:client:");
  const [clientRow, client] = field(`${id}-client`, text.clientId, el("input", { type: "text", autocomplete: "off", spellcheck: "false" }));
  const [secretRow, secret] = field(`${id}-secret`, text.clientSecret, el("input", { type: "password", autocomplete: "off" }), text.tokenEndpointOnly);
  // The password flow's user name and password: sent to the token endpoint only, and not kept.
  const [userRow, user] = field(`${id}-user`, text.userName, el("input", { type: "text", autocomplete: "off", spellcheck: "false" }));
  const [passwordRow, password] = field(`${id}-password`, text.password, el("input", { type: "password", autocomplete: "off" }), text.tokenEndpointOnly);
  client.value = session.get(clientKey) ?? "";
  client.addEventListener("input", () => session.set(clientKey, client.value));
  const scopes = el("fieldset", { class: "rk-console-scopes" }, el("legend", { text: text.scopes }));
  const scopeBoxes = new Map();
  const showScopes = () => {
    const current = flows.find(([flowName]) => flowName === flow.value)?.[1];
    const names = scheme.type === "openIdConnect" ? ["openid"] : Object.keys(current?.scopes ?? {});
    scopes.replaceChildren(scopes.firstChild);
    for (const scope of new Set([...names, ...required])) {
      const box = scopeBoxes.get(scope) ?? el("input", { type: "checkbox", id: `${id}-scope-${scopeBoxes.size}`, checked: scope === "openid" || required.includes(scope) });
      scopeBoxes.set(scope, box);
      const meaning = current?.scopes?.[scope];
      scopes.append(el("div", { class: "rk-console-radio" }, box, el("label", { for: box.id, text: meaning ? `${scope} — ${meaning}` : scope })));
    }
    scopes.hidden = scopes.childElementCount === 1;
    secretRow.hidden = flow.value !== "clientCredentials";
    userRow.hidden = passwordRow.hidden = flow.value !== "password";
  };
  if (flows.length > 0) {
    flow.addEventListener("change", showScopes);
    if (flows.length === 1) flowRow.hidden = true;
    showScopes();
  }
  const signIn = el("button", { type: "button", class: "rk-console-signin", text: format(text.signIn, { name }) });
  const refresh = el("button", { type: "button", class: "rk-console-signin", text: text.refreshToken, hidden: true });
  const signOut = el("button", { type: "button", class: "rk-console-signin", text: format(text.signOut, { name }), hidden: true });
  const device = el("p", { class: "rk-console-device", hidden: true });
  const actions = el("div", { class: "rk-console-signin-actions" }, signIn, refresh, signOut);
  if (flows.length > 0) element.append(flowRow, clientRow, secretRow, userRow, passwordRow, scopes, actions, device);
  else element.append(el("div", { class: "rk-console-signin-actions" }, signOut));
  element.append(status);

  // What is held: shown in the token field, with its expiry; sign-out clears field, storage and status.
  const render = () => {
    const held = readHeld(key);
    token.value = held?.token ?? "";
    const signedIn = Boolean(held?.token);
    signOut.hidden = !signedIn;
    refresh.hidden = !held?.refresh;
    const left = held?.expires ? held.expires - Date.now() : undefined;
    const via = held?.via === "pasted" ? text.viaPasted : held?.via;
    status.textContent = !signedIn ? "" : left !== undefined && left <= 0 ? (held.refresh ? text.tokenExpiredRefresh : text.tokenExpiredSignIn) : format(left !== undefined ? text.signedInUntil : text.signedInVia, { via: via ?? text.viaPasted, time: left !== undefined ? new Date(held.expires).toLocaleTimeString(document.documentElement.lang || undefined) : "" });
  };
  token.addEventListener("input", () => (token.value === "" ? clearHeld(key) : writeHeld(key, { ...(readHeld(key) ?? {}), token: token.value, via: "pasted", refresh: undefined, expires: undefined })));
  const run = async (work) => {
    for (const button of [signIn, refresh, signOut]) button.disabled = true;
    try {
      await work(await import("./signin.js"));
    } catch (error) {
      status.textContent = error.message;
    } finally {
      for (const button of [signIn, refresh, signOut]) button.disabled = false;
      render();
    }
  };
  const chosenScopes = () => [...scopeBoxes].filter(([scope, box]) => box.checked && !box.closest("[hidden]") && scopes.contains(box)).map(([scope]) => scope);
  signIn.addEventListener("click", () => run(async (signin) => {
    if (client.value.trim() === "") { client.focus(); throw new Error(text.enterClientId); }
    const options = { scheme, flow: flow.value, key, clientId: client.value.trim(), secret: secret.value, user: user.value, password: password.value, scopes: chosenScopes(), via: flowLabels[flow.value].replace(/\s*[(（].*/, ""), tell: (text) => { status.textContent = text; }, device };
    await signin.signIn(options);
    secret.value = password.value = "";
  }));
  refresh.addEventListener("click", () => run((signin) => signin.refresh(key)));
  signOut.addEventListener("click", () => {
    clearHeld(key);
    device.hidden = true;
    device.replaceChildren();
    render();
    status.textContent = text.signedOut;
    signIn.focus();
  });
  render();
  return {
    element,
    // An expired token is not sent: check() says so first.
    value: () => heldValue(scheme, readHeld(key)),
    check() {
      const held = readHeld(key);
      if (held?.token && held.expires && held.expires <= Date.now()) throw Object.assign(new Error(format(held.refresh ? text.tokenExpiredSendRefresh : text.tokenExpiredSendSignIn, { name })), { focus: held.refresh ? refresh : signIn });
    },
  };
}
