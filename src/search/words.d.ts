// Types of words.js, the term reader the build and the browser share (shipped as assets/search-words.js).
export declare function stem(word: string): string;
export declare function terms(text: string, prose?: boolean): string[];
export declare const keyLength: number;
export declare function termKey(term: string): string;
export declare function queryTerms(text: string): string[];
export declare function nameKey(text: string): string;
export declare function fold(text: string): string;
