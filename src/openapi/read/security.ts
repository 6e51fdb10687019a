/**
 * Security requirements as the auth line: the scheme an operation needs becomes the header its
 * snippets send (`Authorization: Bearer <TOKEN>`), or a query parameter for an API key in the
 * query. One header is the document's auth line (which applies where the user set none); an
 * operation needing another one sends it itself.
 */
import { RefkitError } from "../../errors.ts";
import { checkHeaderName, parseAuthHeader } from "../../headers.ts";
import { checkSecurity, checkSecurityScheme, type SecurityRequirement, type SecurityScheme } from "../../security-schemes.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { codeSpan } from "./text.ts";
import { countText, en, format, type InterfaceStrings } from "../../locale/index.ts";

/** What a scheme is, in words. */
function schemeText(scheme: JsonObject, text: InterfaceStrings): string {
  switch (scheme.type) {
    case "http":
      return String(scheme.scheme ?? "").toLowerCase() === "bearer" ? text.schemeBearer : format(text.schemeHttp, { scheme: String(scheme.scheme ?? "") });
    case "apiKey":
      return format(scheme.in === "query" ? text.schemeApiKeyQuery : scheme.in === "cookie" ? text.schemeApiKeyCookie : text.schemeApiKeyHeader, { name: codeSpan(String(scheme.name ?? "")) });
    case "oauth2":
      return "OAuth 2.0";
    case "openIdConnect":
      return "OpenID Connect";
    case "mutualTLS":
      return text.schemeMutualTls;
    default:
      return String(scheme.type ?? "unknown");
  }
}

/** What a scheme asks each request to carry. */
export type Credential = { readonly kind: "header"; readonly name: string; readonly value: string } | { readonly kind: "query"; readonly name: string; readonly value: string } | { readonly kind: "none"; readonly warning?: string };

/** How an operation authenticates, as the document says. */
export type ApiAuth =
  /** `security: []` (or only `{}`): no credential at all. */
  | { readonly kind: "none" }
  /** Neither the operation nor the document says. */
  | { readonly kind: "unspecified" }
  /** The credential of the first scheme the operation (or the document) requires. */
  | { readonly kind: "required"; readonly credential: Credential };

/** The credential for one security scheme object. */
export function credentialFor(scheme: JsonObject, schemeName: string): Credential {
  const at = `#/components/securitySchemes/${schemeName.replace(/~/g, "~0").replace(/\//g, "~1")}`;
  switch (scheme.type) {
    case "http": {
      const kind = String(scheme.scheme).toLowerCase();
      if (kind === "bearer") return { kind: "header", name: "Authorization", value: "Bearer <TOKEN>" };
      if (kind === "basic") return { kind: "header", name: "Authorization", value: "Basic <CREDENTIALS>" };
      const word = String(scheme.scheme).replace(/[^\x21-\x7e]/g, "");
      return word ? { kind: "header", name: "Authorization", value: `${word[0]!.toUpperCase()}${word.slice(1)} <CREDENTIALS>` } : { kind: "none" };
    }
    case "apiKey": {
      const name = String(scheme.name);
      if (scheme.in === "query") return { kind: "query", name, value: "<API_KEY>" };
      if (scheme.in === "cookie") return { kind: "none", warning: `${at}: the API key goes in a cookie, which snippets do not send: left out of the examples` };
      try {
        checkHeaderName(name, { component: "OpenAPI", key: "name" });
      } catch (error) {
        if (!(error instanceof RefkitError)) throw error;
        return { kind: "none", warning: `${at}/name: left out of the examples: ${error.problem}` };
      }
      return { kind: "header", name, value: "<API_KEY>" };
    }
    case "oauth2":
    case "openIdConnect":
      return { kind: "header", name: "Authorization", value: "Bearer <TOKEN>" };
    default:
      return { kind: "none", warning: `${at}: a ${String(scheme.type)} scheme cannot be shown in a snippet: left out of the examples` };
  }
}

/** The security of a document: its schemes' credentials, the auth line it offers, and what each operation accepts. */
export class Security {
  readonly #doc: OpenApiDocument;
  readonly #warn: (message: string) => void;

  /** The interface's strings the operations' "Authentication" sentences are written with. */
  text: InterfaceStrings = en;

  constructor(doc: OpenApiDocument, warn: (message: string) => void) {
    this.#doc = doc;
    this.#warn = warn;
  }

  /**
   * The credential of the first scheme of the first non-empty requirement in `requirements`.
   * `quiet`: say nothing (the warning of a credential no snippet can send stays in it, for
   * whoever uses it to say).
   */
  credential(requirements: unknown, options: { readonly quiet?: boolean } = {}): Credential {
    if (!Array.isArray(requirements)) return { kind: "none" };
    const requirement = requirements.find((r) => isObject(r) && Object.keys(r).length > 0) as JsonObject | undefined;
    if (!requirement) return { kind: "none" };
    const name = Object.keys(requirement)[0]!;
    const scheme = this.#scheme(name, options.quiet);
    if (!scheme) return { kind: "none" };
    const credential = credentialFor(scheme, name);
    if (credential.kind === "none" && credential.warning && !options.quiet) this.#warn(credential.warning);
    return credential;
  }

  /**
   * The auth line the document offers: from its `security`, or else from the first operation
   * that needs a header; `undefined` when there is none.
   */
  documentLine(operations: readonly JsonObject[]): string | undefined {
    let credential = this.credential(this.#doc.root.security);
    for (const operation of operations) {
      if (credential.kind === "header") break;
      if (operation.security !== undefined) credential = this.credential(operation.security);
    }
    if (credential.kind !== "header") return undefined;
    const line = `${credential.name}: ${credential.value}`;
    try {
      parseAuthHeader(line);
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      this.#warn(`the auth line was not set: ${error.message}`);
      return undefined;
    }
    return line;
  }

  /**
   * The schemes the request console can ask for or sign in with, by name, each read as
   * `checkSecurityScheme` reads the configuration's, relative URLs resolved against `base` (the
   * document's first server); a flow it cannot use (an endpoint that is no http(s) URL) is left
   * out of its scheme, a scheme it cannot use at all too, the reason in `problems`.
   */
  consoleSchemes(base?: string): { readonly schemes: Readonly<Record<string, SecurityScheme>>; readonly problems: readonly string[] } {
    const components = isObject(this.#doc.root.components) ? this.#doc.root.components : {};
    const declared = isObject(components.securitySchemes) ? components.securitySchemes : {};
    const schemes: Record<string, SecurityScheme> = {};
    const problems: string[] = [];
    for (const name of Object.keys(declared)) {
      const scheme = this.#scheme(name, true);
      if (scheme === undefined) continue;
      const at = `#/components/securitySchemes/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const say = (error: RefkitError, outcome: string) => {
        const pointer = error.key === undefined ? at : `${at}/${error.key.split(".").map((key) => key.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
        problems.push(`${pointer}: ${error.problem}: ${outcome}`);
      };
      try {
        const leftOut = (error: RefkitError) => say(error, "the request console does not offer this flow");
        Object.defineProperty(schemes, name, { value: checkSecurityScheme(scheme, { component: at }, { base, leftOut }), enumerable: true });
      } catch (error) {
        if (!(error instanceof RefkitError)) throw error;
        say(error, "the request console does not ask for this scheme");
      }
    }
    return { schemes: Object.freeze(schemes), problems };
  }

  /**
   * What an operation accepts (its `security`, else the document's): alternatives, each naming
   * the schemes it needs together; `undefined` when neither says or the list is malformed.
   */
  requirements(operation: JsonObject): readonly SecurityRequirement[] | undefined {
    const requirements = operation.security ?? this.#doc.root.security;
    const { text } = this;
    if (requirements === undefined) return undefined;
    try {
      return checkSecurity(requirements, { component: "OpenAPI", key: "security" });
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      return undefined;
    }
  }

  /** The security scheme object called `name`, or `undefined` (with a warning) when the document does not define it. */
  #scheme(name: string, quiet = false): JsonObject | undefined {
    const components = isObject(this.#doc.root.components) ? this.#doc.root.components : {};
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    const at = `#/components/securitySchemes/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const scheme = Object.hasOwn(schemes, name) ? this.#doc.deref(schemes[name], at).value : undefined;
    if (isObject(scheme)) return scheme;
    if (!quiet) this.#warn(`${at}: a security requirement names the scheme "${name}", which the document does not define: left out of the examples`);
    return undefined;
  }

  /**
   * The schemes an operation accepts, as a Markdown sentence: alternatives joined by "or", the
   * schemes one requirement needs together by "and", OAuth scopes named. `undefined` when the
   * document says nothing about security.
   * @example security.describe({ security: [{ oauth: ["read:pets"] }] }) // "**Authentication:** `oauth` (OAuth 2.0; scopes `read:pets`)."
   */
  describe(operation: JsonObject): string | undefined {
    const requirements = operation.security ?? this.#doc.root.security;
    const { text } = this;
    if (!Array.isArray(requirements)) return undefined;
    const alternatives = requirements.filter(isObject).map((requirement) =>
      Object.keys(requirement).map((name) => {
        const scheme = this.#scheme(name);
        const scopes = Array.isArray(requirement[name]) ? requirement[name].filter((s): s is string => typeof s === "string" && s !== "") : [];
        const what = scheme ? schemeText(scheme, text) : text.undefinedScheme;
        // OpenAPI 3.2 may mark a scheme deprecated: a reader should move off it.
        const deprecated = this.#doc.version === "3.2" && scheme?.deprecated === true ? `; ${text.deprecated}` : "";
        const scoped = scopes.length > 0 ? `; ${countText(text, "scopes", scopes.length, { scopes: scopes.map(codeSpan).join(text.listSeparator) })}` : "";
        return `${codeSpan(name)} (${what}${scoped}${deprecated})`;
      }),
    );
    const options = alternatives.map((names) => (names.length === 0 ? undefined : names.join(text.togetherAnd)));
    const said = options.every((o) => o === undefined) ? text.noAuthentication : [...new Set(options.filter((o) => o !== undefined))].join(text.alternativesOr);
    return `**${format(text.labelled, { label: text.authentication, text: "" }).trimEnd()}** ${said}${text.fullStop}`;
  }
}
