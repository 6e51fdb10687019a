/**
 * OpenAPI import: `loadOpenApi(file)` reads a JSON or YAML document, `openApiPages(document)`
 * turns it into refkit pages.
 */
export { openApiPages, importOpenApi, type OpenApiOptions, type OpenApiImport } from "./import.ts";
export { loadOpenApi, readOpenApi, type LoadOptions, type LoadedOpenApi } from "./load.ts";
export { OpenApiError } from "./error.ts";
export { OpenApiPage } from "./pages.ts";
