/**
 * Security requirements as the auth line: the scheme an operation needs becomes the header its
 * snippets send (`Authorization: Bearer <TOKEN>`), or a query parameter for an API key in the
 * query. One header goes to the configuration; an operation needing another one sends it itself.
 */
import type { Config } from "../config.ts";
import { RefkitError } from "../errors.ts";
import { checkHeaderName } from "../headers.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";

/** What a scheme asks each request to carry. */
export type Credential = { readonly kind: "header"; readonly name: string; readonly value: string } | { readonly kind: "query"; readonly name: string; readonly value: string } | { readonly kind: "none"; readonly warning?: string };

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

/** The auth of a whole import: the configuration's line, and what each operation adds. */
export class Security {
  readonly #doc: OpenApiDocument;
  readonly #warn: (message: string) => void;
  /** Off when the configuration already had an auth line: the author's choice stands. */
  readonly #enabled: boolean;
  #line: { name: string } | null = null;

  constructor(doc: OpenApiDocument, config: Config, warn: (message: string) => void) {
    this.#doc = doc;
    this.#warn = warn;
    this.#enabled = config.apiAuthHeader === null;
  }

  /** The credential of the first scheme of the first non-empty requirement in `requirements`. */
  credential(requirements: unknown): Credential {
    if (!Array.isArray(requirements)) return { kind: "none" };
    const requirement = requirements.find((r) => isObject(r) && Object.keys(r).length > 0) as JsonObject | undefined;
    if (!requirement) return { kind: "none" };
    const name = Object.keys(requirement)[0]!;
    const components = this.#doc.root.components as JsonObject;
    const scheme = this.#doc.deref((components.securitySchemes as JsonObject)[name], `#/components/securitySchemes/${name}`).value as JsonObject;
    const credential = credentialFor(scheme, name);
    if (credential.kind === "none" && credential.warning) this.#warn(credential.warning);
    return credential;
  }

  /**
   * Sets the configuration's auth line from the document's `security`, or else from the first
   * operation that needs a header; does nothing when the configuration has a line already.
   */
  configure(config: Config, operations: readonly JsonObject[]): void {
    if (!this.#enabled) return;
    let credential = this.credential(this.#doc.root.security);
    for (const operation of operations) {
      if (credential.kind === "header") break;
      if (operation.security !== undefined) credential = this.credential(operation.security);
    }
    if (credential.kind !== "header") return;
    try {
      config.apiAuthHeader = `${credential.name}: ${credential.value}`;
      this.#line = { name: credential.name };
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      this.#warn(`the auth line was not set: ${error.message}`);
    }
  }

  /** What one operation sends besides the configured line: another scheme's header, or a query key. */
  forOperation(operation: JsonObject): { headers: Record<string, string>; query: Record<string, string> } {
    const extra = { headers: {} as Record<string, string>, query: {} as Record<string, string> };
    if (!this.#enabled) return extra;
    const credential = this.credential(operation.security ?? this.#doc.root.security);
    if (credential.kind === "query") extra.query[credential.name] = credential.value;
    if (credential.kind === "header" && credential.name.toLowerCase() !== this.#line?.name.toLowerCase()) extra.headers[credential.name] = credential.value;
    return extra;
  }
}
