/**
 * OpenAPI: `loadOpenApi(file)` reads a JSON or YAML document (read/), `readApi(document)` reads it
 * into the model, `openApiPages(document)` and `importOpenApi` present it as refkit pages (src/present/).
 */
export { openApiPages, importOpenApi, type OpenApiOptions, type OpenApiImport } from "../present/import.ts";
export { loadOpenApi, readOpenApi, type LoadOptions, type LoadedOpenApi } from "./read/load.ts";
export { OpenApiError } from "./read/error.ts";
export { readApi, type ApiModel, type ApiTag, type ApiSchema, type ApiDefaults } from "./read/api.ts";
export type { ApiOperation, ApiExampleRequest, ApiCodeSample, ApiAuth, ApiParameter } from "./read/operation.ts";
export type { Credential } from "./read/security.ts";
export type { DocumentServer } from "./read/servers.ts";
export { OpenApiPage } from "../present/pages.ts";
