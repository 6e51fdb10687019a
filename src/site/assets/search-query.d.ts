// Types of search-query.js, the browser's search over the split index (tests read it too).
export declare const indexVersion: number;

export interface SearchIndex {
  readonly manifest: unknown;
  file(name: string): Promise<unknown>;
}

export interface SearchResult {
  readonly slug: string;
  readonly page: string;
  readonly id: string;
  readonly title: string;
  /** Upper case, or "" for a section without an endpoint. */
  readonly method: string;
  readonly path: string;
  readonly deprecated: boolean;
}

export declare function openIndex(url: URL, load: (url: URL) => Promise<unknown>): Promise<SearchIndex>;
export declare function search(index: SearchIndex, query: string, limit?: number): Promise<{ total: number; results: SearchResult[] }>;
