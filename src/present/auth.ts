/**
 * How an operation's example authenticates once settings apply: the settings' auth line, none, or
 * the header or query key its own scheme asks for.
 */
import type { ApiAuth } from "../openapi/read/security.ts";

/** Who chose the settings' auth line, which decides what an operation's own scheme does. */
export interface AuthChoice {
  /** The user chose an auth line (or none): it stands for every operation that needs one. */
  readonly userChose: boolean;
  /** The header name of the document's auth line, when the settings took it from the document. */
  readonly documentHeader: string | undefined;
}

/** What one example sends for auth. */
export interface ExampleAuth {
  /** Whether it sends the settings' auth line. */
  readonly auth: boolean;
  /** A header it sends instead. */
  readonly headers: Record<string, string>;
  /** A query key it sends instead. */
  readonly query: Record<string, string>;
}

/**
 * How one operation's example authenticates: `security: []` (or only `{}`) sends nothing; an
 * auth line the user chose stands for every operation that needs one; otherwise an operation
 * whose scheme is another header or a query key sends that instead of the document's line.
 * @example operationAuth({ kind: "none" }, choice, warn) // { auth: false, headers: {}, query: {} }
 */
export function operationAuth(auth: ApiAuth, choice: AuthChoice, warn: (message: string) => void): ExampleAuth {
  const extra = { auth: true, headers: {} as Record<string, string>, query: {} as Record<string, string> };
  if (auth.kind === "none") return { ...extra, auth: false };
  if (choice.userChose || auth.kind === "unspecified") return extra;
  const { credential } = auth;
  if (credential.kind === "none" && credential.warning) warn(credential.warning);
  if (credential.kind === "header" && credential.name.toLowerCase() === choice.documentHeader?.toLowerCase()) return extra;
  if (credential.kind === "header") extra.headers[credential.name] = credential.value;
  if (credential.kind === "query") extra.query[credential.name] = credential.value;
  return { ...extra, auth: false };
}
