/**
 * A description indexed once, for every reader of it: the checked document with the readers of
 * its schemas and security; every operation, webhook and callback with its title, anchor and tag,
 * known without reading it; the tags' order and names; what the document offers the settings.
 * An operation is read when asked (`readEntry`), and anew each time: the index of Microsoft Graph's
 * 11,000 operations is small, and a build that reads one page's operations at a time holds no more
 * (Redoc's model, without keeping what was read). `readApi` reads every entry into the `ApiModel`;
 * the pages and the diff read the same index.
 */
import { once } from "../../values.ts";
import { warningList } from "./error.ts";
import { isObject, type OpenApiDocument } from "./document.ts";
import { readOperation, sectionAnchor, webhookEvent, type ApiCodeSample, type ApiOperation, type Operation, type ReadContext } from "./operation.ts";
import { checkDocument } from "./validate.ts";
import { Schemas } from "./schema.ts";
import { Security } from "./security.ts";
import { plainLine, readAbout, text, type ApiAbout } from "./about.ts";
import { documentServers, type DocumentServer } from "./servers.ts";
import { codeSamplesOf } from "./code-samples.ts";
import { collectCallbacks, collectOperations, collectWebhooks, sectionTitles, tolerated } from "./collect.ts";
import { isNavTag, tagGroups, tagInfo, tagRank, type TagInfo } from "./tags.ts";

/** One operation, webhook or callback of the index: where it is and what its section is called, known without reading it. */
export interface ApiEntry {
  /** Where it is in the document. */
  readonly op: Operation;
  /** Its section's title, made distinct within its tag (see `sectionTitles`). */
  readonly title: string | undefined;
  /** The anchor its section declares (see `sectionAnchor`); `undefined`: its title's slug. */
  readonly anchor: string | undefined;
  /** The first tag of its operation (a callback's: the operation's that registers it), which names its page; `undefined` for a webhook or an untagged one. */
  readonly tag: string | undefined;
  /** The operation that registers a callback. */
  readonly parent?: Operation;
  /** A webhook's event, which groups it with its kind (see `webhookEvent`). */
  readonly event?: string;
}

/** The document's `info`, as the reference shows it. */
export interface ApiInfo {
  /** The OpenAPI version it declares (a converted Swagger 2.0 declares 3.0.x). */
  readonly openapi: string;
  /** `info.title` as plain text, or `undefined`. */
  readonly title: string | undefined;
  readonly version: string | undefined;
  /** `info.description`, CommonMark as written (not trimmed), or `undefined` when blank. */
  readonly description: string | undefined;
}

/** A description indexed: see the file's comment. */
export interface ApiIndex {
  readonly doc: OpenApiDocument;
  /** What reading one of its operations needs: the document, its schemas, security and titles, and where warnings go. */
  readonly context: ReadContext;
  /** What reading left out or could not map, each naming its JSON pointer; reading an entry adds to it. */
  readonly warnings: readonly string[];
  readonly info: ApiInfo;
  /** The path operations, in document order (their callbacks are in `entries`). */
  readonly paths: readonly Operation[];
  /** Every path operation, each followed by its callbacks, then the webhooks: collected on the first call. */
  entries(): readonly ApiEntry[];
  /** What the document says about its API as a whole, for the landing page (see about.ts): read on the first call. */
  about(): ApiAbout;
  /** The document's servers as base URLs (see `documentServers`): read on the first call. */
  servers(): readonly DocumentServer[];
  /** The auth line of its security (or of the first operation that needs a header): read on the first call. */
  authHeader(): string | undefined;
  /** The security schemes the request console can use, and why any other is left out (see `Security.consoleSchemes`). */
  consoleSchemes(): ReturnType<Security["consoleSchemes"]>;
  /** The path operations' code samples, in document order. */
  codeSamples(): readonly ApiCodeSample[];
  /** Each tag's display name and description, from the `tags` array. */
  readonly tagInfo: ReadonlyMap<string, TagInfo>;
  /** Each tag's `x-tagGroups` group. */
  readonly tagGroups: ReadonlyMap<string, string | undefined>;
  /** A tag's rank in the reference's order. */
  tagRank(tag: string): number;
}

/**
 * The tag an operation is listed under: its first tag that groups operations (of kind `nav`, or of
 * no kind, see `isNavTag`), else its first tag; blank tags never.
 */
function firstTag(op: Operation, info: ReadonlyMap<string, TagInfo>): string | undefined {
  const tags = Array.isArray(op.operation.tags) ? op.operation.tags.filter((tag): tag is string => typeof tag === "string" && tag.trim() !== "") : [];
  return tags.find((tag) => isNavTag(info.get(tag))) ?? tags[0];
}

/**
 * Indexes a parsed OpenAPI 3.0, 3.1 or 3.2 document (from `loadOpenApi` or `readOpenApi`). Throws an
 * `OpenApiError` naming the JSON pointer when the input is not an API description; what it cannot
 * read later is a warning.
 * @example
 * const index = indexApi(await loadOpenApi("openapi.yaml"));
 * for (const entry of index.entries()) console.log(entry.anchor, readEntry(index, entry).title);
 */
export function indexApi(document: unknown): ApiIndex {
  const { warnings, warn } = warningList();
  const doc = checkDocument(document, warn);
  const paths = collectOperations(doc.root, { doc });
  const tags = tagInfo(doc);
  const context: ReadContext = { doc, schemas: new Schemas(doc, warn), security: new Security(doc, warn), warn, titles: sectionTitles(doc, paths), tags };
  const entry = (op: Operation, tag: string | undefined, parent?: Operation): ApiEntry => ({
    op,
    title: context.titles?.get(op.pointer),
    anchor: sectionAnchor(op),
    tag,
    ...(parent === undefined ? {} : { parent }),
    ...(op.kind === "webhook" ? { event: webhookEvent(op) } : {}),
  });
  const entries = once(() => {
    const all: ApiEntry[] = [];
    for (const op of paths) {
      const tag = firstTag(op, tags);
      all.push(entry(op, tag));
      // A callback is listed where it is registered: right after its operation.
      for (const callback of tolerated(op, warn, () => collectCallbacks(doc, op)) ?? []) all.push(entry(callback, tag, op));
    }
    for (const webhook of tolerated(undefined, warn, () => collectWebhooks(doc)) ?? []) all.push(entry(webhook, undefined));
    return all;
  });
  const about = isObject(doc.root.info) ? doc.root.info : {};
  const title = plainLine(about.title);
  const rank = tagRank(doc);
  return {
    doc,
    context,
    warnings,
    info: { openapi: String(doc.root.openapi), title, version: text(about.version), description: text(about.description) },
    paths,
    entries,
    about: once(() => readAbout(doc, warn)),
    servers: once(() => documentServers(doc, warn)),
    authHeader: once(() => context.security.documentLine(paths.map((op) => op.operation))),
    // Relative endpoint URLs are resolved against the first server (OpenAPI 3.1), when there is one.
    consoleSchemes: once(() => context.security.consoleSchemes(documentServers(doc, () => {})[0]?.url)),
    codeSamples: once(() => paths.flatMap((op) => codeSamplesOf(op.operation))),
    tagInfo: tags,
    tagGroups: tagGroups(doc),
    tagRank: rank,
  };
}

/**
 * Reads one entry of the index into its `ApiOperation`, anew on each call. A part that cannot be
 * read throws (an `OpenApiError` or a `RefkitError` naming where); what is left out is a warning.
 * @example readEntry(index, index.entries()[0]).fields
 */
export function readEntry(index: ApiIndex, entry: ApiEntry): ApiOperation {
  return readOperation(entry.op, index.context);
}
