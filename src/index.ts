/**
 * refkit: author API-reference pages in TypeScript. Declare each endpoint once; refkit renders
 * the verb badge, the field and error tables, one runnable snippet per client, and the response.
 */
export { Config, configure, getConfig, resetConfig, type AuthHeader, type ChosenSettings, type ProductLink } from "./config/config.ts";
export { settle, type Settings, type SettleLayers } from "./config/settings.ts";
export { RefkitError } from "./errors.ts";

export { Page } from "./components/page.ts";
export { Section, type SectionOptions, type SectionNode } from "./components/section.ts";
export { Endpoint, badgeClasses, type EndpointNode } from "./components/endpoint.ts";
export { Table, type TableOptions, type TableCell } from "./components/table.ts";
export { FieldTable, type Field, type FieldTableOptions } from "./components/field-table.ts";
export { ResponseFields, type ResponseFieldsOptions } from "./components/response-fields.ts";
export type { Variant, Variants } from "./components/variants.ts";
export { ErrorTable, type ErrorRow } from "./components/error-table.ts";
export { RequestExample, type RequestExampleNode } from "./components/request-example.ts";
export { JsonResponse, type JsonResponseOptions } from "./components/json-response.ts";
export { Markdown } from "./components/markdown.ts";
export { Operation, type OperationOptions, type OperationRequest } from "./components/operation.ts";
export { code, commonmark, md, type Cell } from "./components/cell.ts";
export type { MarkdownOptions, Node, RenderContext, SearchText } from "./components/node.ts";

export { ApiRequest, type RequestBase, type RequestOptions, type RequestDeclaration } from "./request.ts";
export type { FileBody, FileBodyOptions, MultipartFileOptions, MultipartOptions, MultipartPart, MultipartValue } from "./body.ts";
export { buildRequest, snippets, type Snippet } from "./snippets.ts";
export { clients, defaultClients, defaultClientTokens, type DefaultClientToken } from "./clients/index.ts";
export type { ApiClient } from "./clients/types.ts";
export { ClientRefusal, type RefusedPart } from "./clients/refusal.ts";
export { quoteShell } from "./clients/curl/client.ts";
export { encodeQuery, encodePath } from "./url.ts";

export { buildSite, BuildError, BuildInterrupted, type BuildOptions, type BuildSummary, type Logger } from "./site/build.ts";
export { render, renderDocument, type RenderOptions, type DocumentOptions } from "./render/render.ts";
export { loadReference, type ReferenceOptions } from "./reference/load.ts";
export type { Reference, ReferencePage, ReferencePageKind, ReferenceSection, ReferenceSite, ReferenceVersion, ReferenceLinks, NavigationGroup } from "./reference/reference.ts";
export { resolvePage } from "./reference/resolve.ts";
export type { ResolvedPage, ResolvedSection, ResolvedBlock, ResolvedSectionBlock, ResolvedHtmlBlock } from "./resolve/page.ts";
export { renderPage, type RenderedPage } from "./render/page.ts";
export { html, raw, escapeHtml, type Html } from "./html.ts";
export type { JsonValue } from "./values.ts";

export { openApiPages, importOpenApi, loadOpenApi, readOpenApi, OpenApiError, OpenApiPage, type OpenApiOptions, type OpenApiImport, type LoadOptions, type LoadedOpenApi } from "./openapi/index.ts";
export { readApi, type ApiModel, type ApiTag, type ApiSchema, type ApiDefaults, type ApiOperation, type ApiExampleRequest, type ApiCodeSample, type ApiAuth, type ApiParameter, type Credential, type DocumentServer } from "./openapi/index.ts";
export { diffApis, type Change, type DiffResult, type Level } from "./diff/diff.ts";
