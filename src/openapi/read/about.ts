/**
 * What a description says about its API as a whole, for the reference's landing page: `info`
 * (title, version, introduction, contact, licence, terms), the external docs, the servers with
 * their variables, and each security scheme with where its credential goes and, for OAuth 2, its
 * flows and scopes. Only strings are kept; what is not a string is left out, with a warning when
 * it stands where the specification wants one.
 */
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { plainText } from "../../text/plain-text.ts";

/** A link the description gives: its address as written, and its label. */
export interface AboutLink {
  readonly url: string;
  readonly label: string | undefined;
}

/** One variable of a server's URL template. */
export interface AboutVariable {
  readonly name: string;
  readonly default: string | undefined;
  readonly values: readonly string[];
  /** CommonMark. */
  readonly description: string | undefined;
}

/** A server, with its URL as written (`https://{region}.example.com/v1`). */
export interface AboutServer {
  readonly url: string;
  /** Its name (OpenAPI 3.2): a short name for the host, such as `production`. */
  readonly name?: string | undefined;
  /** CommonMark. */
  readonly description: string | undefined;
  readonly variables: readonly AboutVariable[];
}

/** One OAuth 2 flow: its kind (`authorizationCode`…), its endpoints and its scopes. */
export interface AboutFlow {
  readonly kind: string;
  readonly authorizationUrl: string | undefined;
  readonly tokenUrl: string | undefined;
  readonly refreshUrl: string | undefined;
  readonly deviceAuthorizationUrl: string | undefined;
  readonly scopes: readonly { readonly name: string; readonly description: string | undefined }[];
}

/** A security scheme of `components.securitySchemes`, as a reader needs it to authenticate. */
export interface AboutScheme {
  /** Its key in `components.securitySchemes`. */
  readonly name: string;
  readonly type: string;
  /** CommonMark. */
  readonly description: string | undefined;
  /** An API key's: where it goes (`header`, `query`, `cookie`) and under which name. */
  readonly in: string | undefined;
  readonly parameter: string | undefined;
  /** HTTP authentication's scheme (`bearer`, `basic`…) and a bearer token's format. */
  readonly scheme: string | undefined;
  readonly bearerFormat: string | undefined;
  readonly flows: readonly AboutFlow[];
  readonly openIdConnectUrl: string | undefined;
  /** An OAuth 2 scheme's authorization server metadata (RFC 8414; OpenAPI 3.2's `oauth2MetadataUrl`). */
  readonly metadataUrl?: string | undefined;
  /** True when the scheme is marked deprecated (OpenAPI 3.2). */
  readonly deprecated?: boolean;
}

/** The description's words about its API as a whole (see the file's comment). */
export interface ApiAbout {
  /** Plain text. */
  readonly title: string | undefined;
  readonly version: string | undefined;
  /** `info.summary` (OpenAPI 3.1), plain text. */
  readonly summary: string | undefined;
  /** `info.description`, CommonMark as written. */
  readonly description: string | undefined;
  readonly contact: { readonly name: string | undefined; readonly url: string | undefined; readonly email: string | undefined } | undefined;
  /** The licence's name, and its URL or SPDX identifier. */
  readonly license: { readonly name: string; readonly url: string | undefined; readonly identifier: string | undefined } | undefined;
  readonly termsOfService: string | undefined;
  readonly externalDocs: AboutLink | undefined;
  readonly servers: readonly AboutServer[];
  readonly schemes: readonly AboutScheme[];
}

/** A string that says something, else `undefined`. */
export const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/** A one-line text of `info` (`title`, `summary`) as plain text: CommonMark's markup read as text, or `undefined`. */
export function plainLine(value: unknown): string | undefined {
  const line = text(value);
  return line === undefined ? undefined : plainText(line).trim() || undefined;
}

const objectAt = (value: unknown): JsonObject => (isObject(value) ? value : {});

/** The flows of an OAuth 2 scheme, in the specification's order. */
function flowsOf(flows: JsonObject): AboutFlow[] {
  return Object.entries(flows).flatMap(([kind, value]) => {
    if (!isObject(value)) return [];
    const scopes = Object.entries(objectAt(value.scopes)).map(([name, description]) => ({ name, description: text(description) }));
    return [{ kind, authorizationUrl: text(value.authorizationUrl), tokenUrl: text(value.tokenUrl), refreshUrl: text(value.refreshUrl), deviceAuthorizationUrl: text(value.deviceAuthorizationUrl), scopes }];
  });
}

function schemesOf(doc: OpenApiDocument, warn: (message: string) => void): AboutScheme[] {
  const v32 = doc.version === "3.2";
  const declared = objectAt(objectAt(doc.root.components).securitySchemes);
  return Object.entries(declared).flatMap(([name, value]) => {
    const pointer = `#/components/securitySchemes/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    let scheme: unknown;
    try {
      scheme = doc.deref(value, pointer).value;
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error));
      return [];
    }
    if (!isObject(scheme) || typeof scheme.type !== "string") {
      warn(`${pointer}: expected a security scheme with a type: left off the landing page`);
      return [];
    }
    return [
      {
        name,
        type: scheme.type,
        description: text(scheme.description),
        in: text(scheme.in),
        parameter: text(scheme.name),
        scheme: text(scheme.scheme),
        bearerFormat: text(scheme.bearerFormat),
        flows: flowsOf(objectAt(scheme.flows)),
        openIdConnectUrl: text(scheme.openIdConnectUrl),
        // OpenAPI 3.2's: a 3.0 or 3.1 document renders as it always has.
        ...(v32 && text(scheme.oauth2MetadataUrl) !== undefined ? { metadataUrl: text(scheme.oauth2MetadataUrl) } : {}),
        ...(v32 && scheme.deprecated === true ? { deprecated: true } : {}),
      },
    ];
  });
}

function serversOf(root: JsonObject, v32: boolean): AboutServer[] {
  const servers = Array.isArray(root.servers) ? root.servers : [];
  return servers.flatMap((server) => {
    if (!isObject(server) || text(server.url) === undefined) return [];
    const variables = Object.entries(objectAt(server.variables)).flatMap(([name, variable]) => {
      if (!isObject(variable)) return [];
      const values = Array.isArray(variable.enum) ? variable.enum.filter((value): value is string => typeof value === "string") : [];
      return [{ name, default: typeof variable.default === "string" ? variable.default : undefined, values, description: text(variable.description) }];
    });
    return [{ url: String(server.url), ...(v32 && text(server.name) !== undefined ? { name: text(server.name) } : {}), description: text(server.description), variables }];
  });
}

/**
 * Reads what a checked document says about its API as a whole (see the file's comment).
 * @example readAbout(index.doc, warn).servers.map((server) => server.url)
 */
export function readAbout(doc: OpenApiDocument, warn: (message: string) => void): ApiAbout {
  const info = objectAt(doc.root.info);
  const contact = isObject(info.contact) ? { name: text(info.contact.name), url: text(info.contact.url), email: text(info.contact.email) } : undefined;
  const license = isObject(info.license) && text(info.license.name) !== undefined ? { name: String(info.license.name), url: text(info.license.url), identifier: text(info.license.identifier) } : undefined;
  const docs = objectAt(doc.root.externalDocs);
  return {
    title: plainLine(info.title),
    version: text(info.version),
    summary: plainLine(info.summary),
    description: text(info.description),
    contact: contact !== undefined && (contact.name ?? contact.url ?? contact.email) !== undefined ? contact : undefined,
    license,
    termsOfService: text(info.termsOfService),
    externalDocs: text(docs.url) === undefined ? undefined : { url: String(docs.url), label: text(docs.description) },
    servers: serversOf(doc.root, doc.version === "3.2"),
    schemes: schemesOf(doc, warn),
  };
}
