// Signing in to an OAuth 2 or OpenID Connect scheme from the request console, in the reader's
// browser: the authorization code flow with PKCE (S256) through the authorization server's own
// pages, back to this site's oauth2-redirect.html; client credentials; the device authorization
// flow (RFC 8628); and, for the APIs that declare nothing else, the implicit and password flows. The token is held in sessionStorage (held.js) for the tab's session; the
// state and the PKCE verifier are checked and then forgotten; nothing is sent to an origin but
// the authorization server's, and nothing a reader types goes into an address.
import { readHeld, writeHeld } from "./held.js";
import { format, text } from "./console-text.js";

const pendingKey = "refkit:signin:pending";
const grantDevice = "urn:ietf:params:oauth:grant-type:device_code";

const base64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const random = (size) => base64url(crypto.getRandomValues(new Uint8Array(size)));
// The page the authorization server sends the reader back to: at the site's root, beside assets/.
const redirectUri = () => new URL("../oauth2-redirect.html", import.meta.url).href;
// application/x-www-form-urlencoded, as a client id and secret are encoded for HTTP basic (RFC 6749 §2.3.1).
const formEncoded = (text) => new URLSearchParams({ v: text }).toString().slice(2);

/** `url` when it is an absolute http(s) URL (discovered or declared: never a script's address), else an error naming `what`. */
function httpUrl(url, what) {
  let parsed;
  try { parsed = new URL(url); } catch { parsed = undefined; }
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) throw new Error(format(text.siUrlNotHttp, { what, url: String(url) }));
  return parsed.href;
}

const fetchOptions = { credentials: "omit", cache: "no-store", referrerPolicy: "no-referrer", redirect: "error" };

/** A request to an authorization server's endpoint; its JSON answer, or an error saying what went wrong. */
async function post(url, params, auth) {
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" };
  if (auth) headers.Authorization = auth;
  let response;
  try {
    response = await fetch(url, { ...fetchOptions, method: "POST", headers, body: new URLSearchParams(params) });
  } catch (error) {
    throw new Error(format(text.siNoAnswer, { origin: new URL(url).origin, error: error.message, page: location.origin }));
  }
  let body = {};
  try { body = await response.json(); } catch {}
  return { ok: response.ok, status: response.status, body };
}

/** What an error answer of a token or device endpoint says, in a sentence. */
const refusal = ({ status, body }) => format(text.siRefused, { details: `${status}${body.error ? ` ${body.error}` : ""}${body.error_description ? `: ${body.error_description}` : ""}` });

/** The endpoints of a flow: the scheme's own, or for OpenID Connect its discovery document's. */
async function endpoints(scheme, flow) {
  if (scheme.type === "oauth2") return scheme.flows[flow];
  let found;
  try {
    const response = await fetch(scheme.openIdConnectUrl, { ...fetchOptions, headers: { Accept: "application/json" } });
    found = await response.json();
  } catch (error) {
    throw new Error(format(text.siDiscovery, { url: scheme.openIdConnectUrl, error: error.message }));
  }
  return {
    authorizationUrl: found.authorization_endpoint && httpUrl(found.authorization_endpoint, text.siAuthorizationEndpoint),
    tokenUrl: found.token_endpoint && httpUrl(found.token_endpoint, text.siTokenEndpoint),
    deviceAuthorizationUrl: found.device_authorization_endpoint && httpUrl(found.device_authorization_endpoint, text.siDeviceEndpoint),
  };
}

/** Holds a token answer under `key`, with what refreshing it needs. */
function hold(key, body, extra) {
  if (typeof body.access_token !== "string" || body.access_token === "") throw new Error(text.siNoToken);
  const expiresIn = Number(body.expires_in);
  writeHeld(key, {
    token: body.access_token,
    ...(typeof body.refresh_token === "string" ? { refresh: body.refresh_token } : {}),
    ...(expiresIn > 0 ? { expires: Date.now() + expiresIn * 1000 } : {}),
    ...extra,
  });
}

/**
 * Signs in with `options.flow` of `options.scheme`; the token is held under `options.key`.
 * The authorization code flow leaves the page (and comes back to it).
 */
export async function signIn({ scheme, flow, key, clientId, secret, user, password, scopes, via, tell, device }) {
  const found = await endpoints(scheme, flow);
  const scope = scopes.join(" ");
  if (flow === "implicit") {
    // OAuth 2.1 drops it; offered for the APIs that declare nothing else: the token comes back in the address's fragment, which the return page clears at once.
    await leave(found, { response_type: "token", client_id: clientId, ...(scope ? { scope } : {}) }, { key, via, implicit: true }, tell);
    return;
  }
  const tokenUrl = httpUrl(found?.tokenUrl, text.siTokenEndpoint);
  if (flow === "password") {
    if (!user) throw new Error(text.enterUserName);
    const answer = await post(tokenUrl, { grant_type: "password", username: user, password, client_id: clientId, ...(scope ? { scope } : {}) });
    if (!answer.ok) throw new Error(refusal(answer));
    hold(key, answer.body, { via, tokenUrl, clientId });
    return;
  }
  if (flow === "authorizationCode") {
    const verifier = random(32);
    const challenge = base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
    await leave(found, { response_type: "code", client_id: clientId, code_challenge: challenge, code_challenge_method: "S256", ...(scope ? { scope } : {}) }, { verifier, tokenUrl, clientId, key, via }, tell);
    return;
  }
  if (flow === "clientCredentials") {
    if (!secret) throw new Error(text.enterClientSecret);
    const answer = await post(tokenUrl, { grant_type: "client_credentials", ...(scope ? { scope } : {}) }, `Basic ${btoa(`${formEncoded(clientId)}:${formEncoded(secret)}`)}`);
    if (!answer.ok) throw new Error(refusal(answer));
    hold(key, answer.body, { via, tokenUrl, clientId });
    return;
  }
  if (flow === "deviceAuthorization") {
    await deviceFlow({ deviceUrl: httpUrl(found.deviceAuthorizationUrl, text.siDeviceEndpoint), tokenUrl, clientId, scope, key, via, tell, device });
    return;
  }
  throw new Error(format(text.siFlowUnsupported, { flow }));
}

/**
 * Leaves the page for the authorization server's: the request's `params` with the site's return
 * page and a new `state`, what finishing needs (`pending`) held in sessionStorage meanwhile.
 */
async function leave(found, params, pending, tell) {
  const authorizationUrl = httpUrl(found?.authorizationUrl, text.siAuthorizationEndpoint);
  // The page the server sends the reader back to must be there (a refkit site writes it; a host site may not have it).
  const back = await fetch(redirectUri(), { method: "HEAD", cache: "no-store" }).catch(() => undefined);
  if (!back?.ok) throw new Error(format(text.siNoReturnPage, { page: redirectUri() }));
  const state = random(16);
  sessionStorage.setItem(pendingKey, JSON.stringify({ ...pending, state, redirectUri: redirectUri(), returnTo: location.href }));
  const url = new URL(authorizationUrl);
  for (const [name, value] of Object.entries({ ...params, redirect_uri: redirectUri(), state })) url.searchParams.set(name, value);
  tell(format(text.openingSignIn, { origin: url.origin }));
  location.assign(url.href);
}

/** The device authorization flow: shows the code and where to enter it, then asks for the token until the reader has approved. */
async function deviceFlow({ deviceUrl, tokenUrl, clientId, scope, key, via, tell, device }) {
  const start = await post(deviceUrl, { client_id: clientId, ...(scope ? { scope } : {}) });
  if (!start.ok) throw new Error(refusal(start));
  const { device_code: code, user_code: userCode } = start.body;
  const where = httpUrl(start.body.verification_uri_complete ?? start.body.verification_uri, text.siVerificationAddress);
  let interval = Math.max(1, Number(start.body.interval) || 5) * 1000;
  const until = Date.now() + (Number(start.body.expires_in) || 600) * 1000;
  const link = document.createElement("a");
  link.href = where;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = where;
  const shown = document.createElement("strong");
  shown.className = "rk-console-user-code";
  shown.textContent = String(userCode);
  // The sentence's words around the link and the code, in the page's language.
  const [before, middle, after] = text.deviceInstructions.split(/\{link\}|\{code\}/);
  device.replaceChildren(before ?? "", link, middle ?? "", shown, after ?? "");
  device.hidden = false;
  tell(text.waitingApproval);
  try {
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, interval));
      const answer = await post(tokenUrl, { grant_type: grantDevice, device_code: code, client_id: clientId });
      if (answer.ok) {
        hold(key, answer.body, { via, tokenUrl, clientId });
        return;
      }
      if (answer.body.error === "authorization_pending") continue;
      // The server asks to be asked less often (RFC 8628 §3.5).
      if (answer.body.error === "slow_down") { interval += 5000; continue; }
      throw new Error(answer.body.error === "access_denied" ? text.signInDenied : answer.body.error === "expired_token" ? text.codeExpired : refusal(answer));
    }
    throw new Error(text.codeExpired);
  } finally {
    device.hidden = true;
    device.replaceChildren();
  }
}

/** A new access token from the refresh token held under `key`. */
export async function refresh(key) {
  const held = readHeld(key);
  if (!held?.refresh) throw new Error(text.noRefreshToken);
  const answer = await post(httpUrl(held.tokenUrl, text.siTokenEndpoint), { grant_type: "refresh_token", refresh_token: held.refresh, client_id: held.clientId });
  if (!answer.ok) throw new Error(refusal(answer));
  hold(key, { refresh_token: held.refresh, ...answer.body }, { via: held.via, tokenUrl: held.tokenUrl, clientId: held.clientId });
}

/**
 * On oauth2-redirect.html: takes the authorization server's answer out of the address at once,
 * checks it against the sign-in this tab started (its state, a page of this site to return to),
 * exchanges the code with the PKCE verifier, and goes back to the page. Returns the page to go back to.
 */
export async function finish() {
  // The code comes in the query, the implicit flow's token in the fragment: both leave the address first.
  const params = new URLSearchParams(location.search);
  for (const [name, value] of new URLSearchParams(location.hash.slice(1))) params.set(name, value);
  history.replaceState(null, "", location.pathname);
  let pending;
  try { pending = JSON.parse(sessionStorage.getItem(pendingKey) ?? "null"); } catch { pending = null; }
  sessionStorage.removeItem(pendingKey);
  if (!pending) throw new Error(text.siNotStarted);
  const back = new URL(pending.returnTo, location.href);
  if (back.origin !== location.origin) throw new Error(format(text.siOtherOrigin, { origin: back.origin }));
  if (params.get("state") !== pending.state) throw new Error(text.siStateDiffers);
  if (params.has("error")) throw new Error(format(text.siFailed, { error: `${params.get("error")}${params.get("error_description") ? ` (${params.get("error_description")})` : ""}` }));
  if (pending.implicit) {
    hold(pending.key, { access_token: params.get("access_token"), expires_in: params.get("expires_in") }, { via: pending.via });
    return back.href;
  }
  const code = params.get("code");
  if (!code) throw new Error(text.siNoCode);
  const answer = await post(pending.tokenUrl, { grant_type: "authorization_code", code, redirect_uri: pending.redirectUri, code_verifier: pending.verifier, client_id: pending.clientId });
  if (!answer.ok) throw new Error(refusal(answer));
  hold(pending.key, answer.body, { via: pending.via, tokenUrl: pending.tokenUrl, clientId: pending.clientId });
  return back.href;
}
