// The term reader in the source tree: src/search/words.js, which the build also reads terms with.
// The build ships that file itself under this name (see write-assets.ts); this one lets
// search-query.js run from the source tree, as the tests run it.
export * from "../../search/words.js";
