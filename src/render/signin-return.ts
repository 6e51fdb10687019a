/**
 * `oauth2-redirect.html`: the page of the site an authorization server sends a reader back to
 * after signing in from a request console (the redirect URI to register for the site's client).
 * Its script (assets/signin-return.js) takes the answer out of the address, checks it against
 * the sign-in the tab started, exchanges the code for a token and goes back to the page; its
 * policy lets it reach only the site's sign-in endpoints. Pure: written from the reference alone.
 */
import { html } from "../html.ts";
import type { Reference } from "../reference/reference.ts";
import { siteNames } from "../page-names.ts";
import { renderPageDocument } from "./render.ts";
import { format } from "../locale/index.ts";

/** The return page's HTML, or `undefined` when no scheme of the site signs in through a redirect. */
export function renderSignInReturn(reference: Reference): string | undefined {
  const { signIn, title: site, liveReload } = reference.site;
  if (signIn === null) return undefined;
  const version = reference.versions[0]!;
  const { text } = reference.site;
  const title = text.signingIn;
  const body = html`<article class="rk-page rk-signin-return"><header class="rk-page-header"><h1>${title}</h1></header><p id="rk-signin-status" role="status">${text.finishingSignIn}</p><p><a href="${`${siteNames.index}.html`}">${format(text.backTo, { site })}</a></p></article><script type="module" src="${`${siteNames.assets}/signin-return.js`}"></script>`;
  return renderPageDocument({ title }, signIn.origins, body.value, {
    siteTitle: site,
    liveReload,
    locale: { tag: reference.site.locale, text: reference.site.text },
    imageOrigins: version.imageOrigins,
    stylesheets: version.links.stylesheets,
    meta: { title, siteName: site, description: format(text.signInReturnMeta, { site }), noindex: true },
  });
}
